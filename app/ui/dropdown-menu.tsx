import { DropdownMenu as MenuPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * <DropdownMenu><DropdownMenuTrigger asChild><Button>…</Button></DropdownMenuTrigger>
 *   <DropdownMenuContent><DropdownMenuLabel/><DropdownMenuItem asChild><Link/></DropdownMenuItem>
 *   <DropdownMenuSeparator/></DropdownMenuContent></DropdownMenu>
 * Needs JS; for menus that must work before hydration use <details> (see the site header).
 */
export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = "end",
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          "z-50 min-w-44 overflow-hidden rounded-lg border border-stone-200 bg-white p-1 text-stone-900 shadow-lg dark:border-stone-800 dark:bg-stone-900 dark:text-stone-100",
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      className={cn(
        "flex w-full cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-stone-100 dark:data-[highlighted]:bg-stone-800 [&_svg]:size-4 [&_svg]:text-stone-500",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      className={cn("px-2.5 py-1.5 text-xs font-medium text-stone-500 dark:text-stone-400", className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator className={cn("-mx-1 my-1 h-px bg-stone-200 dark:bg-stone-800", className)} {...props} />
  );
}
