import { BellIcon, ChevronDownIcon, HeartIcon, LogOutIcon, SettingsIcon, StarIcon, UserIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../accordion";
import { Alert } from "../alert";
import { Badge } from "../badge";
import { Breadcrumbs } from "../breadcrumbs";
import { Button, LinkButton } from "../button";
import { Card, CardContent, CardHeader, CardTitle } from "../card";
import { CodeInput } from "../code-input";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from "../dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../dropdown-menu";
import { Field, Input, Select, Textarea } from "../field";
import { Pager } from "../pager";
import { PasswordInput } from "../password-input";
import { Skeleton } from "../skeleton";
import { SnapCarousel } from "../snap-carousel";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../tabs";
import { TOAST_DEFAULTS } from "../toaster";

/** One section of the design system page: a primitive (or a family of them), working, with what it is for. */
export interface Demo {
  id: string;
  label: string;
  description: string;
  /** `page` is the pager demo's page (?page=). */
  Body: (props: { page: number }) => ReactNode;
}

/** How many pages the pager demo has. */
export const DEMO_PAGES = 12;

export const DEMOS: readonly Demo[] = [
  {
    id: "colours",
    label: "Colours",
    description: "Terracotta brand-600 for actions and accents; warm stone greys for text and surfaces.",
    Body: Colours,
  },
  {
    id: "type",
    label: "Typography",
    description: "System sans-serif. One h1 per page; h2 for sections, h3 for cards.",
    Body: Typography,
  },
  {
    id: "buttons",
    label: "Buttons",
    description: "Button for actions, LinkButton for navigation (a real link styled as a button).",
    Body: Buttons,
  },
  {
    id: "badges",
    label: "Badges & alerts",
    description: "Badges label facts; alerts carry messages (errors are announced at once).",
    Body: BadgesAndAlerts,
  },
  {
    id: "cards",
    label: "Cards & skeletons",
    description: "Cards group one thing; skeletons hold its place while it loads.",
    Body: CardsAndSkeletons,
  },
  {
    id: "forms",
    label: "Form fields",
    description: "Field wires a label, hint and error to its control.",
    Body: FormFields,
  },
  {
    id: "dialog",
    label: "Dialog",
    description: "Modal with a title, description, focus trap, Escape to close and a close button.",
    Body: DialogDemo,
  },
  { id: "tabs", label: "Tabs", description: "Arrow keys move between tabs.", Body: TabsDemo },
  {
    id: "accordion",
    label: "Accordion",
    description: "One open at a time, collapsible; works before JavaScript loads.",
    Body: AccordionDemo,
  },
  {
    id: "menu",
    label: "Dropdown menu",
    description: "Keyboard navigable menu (needs JavaScript; the site header uses <details> instead).",
    Body: MenuDemo,
  },
  {
    id: "navigation",
    label: "Pager & breadcrumbs",
    description: "Pager links keep the page in the URL; at most 5 numbers, an ellipsis and the last page.",
    Body: NavigationDemo,
  },
  {
    id: "carousel",
    label: "Carousel",
    description: "Scroll-snap row: swipeable without JS, arrows wrap around with JS.",
    Body: CarouselDemo,
  },
  {
    id: "toasts",
    label: "Toasts",
    description: `Bottom-right, ${TOAST_DEFAULTS.duration / 1000} s, at most ${TOAST_DEFAULTS.visibleToasts} visible; follows the theme. Alt+T focuses them.`,
    Body: ToastsDemo,
  },
];

const BRAND_SWATCHES = [
  ["50", "bg-brand-50"],
  ["100", "bg-brand-100"],
  ["200", "bg-brand-200"],
  ["300", "bg-brand-300"],
  ["400", "bg-brand-400"],
  ["500", "bg-brand-500"],
  ["600", "bg-brand-600"],
  ["700", "bg-brand-700"],
  ["800", "bg-brand-800"],
  ["900", "bg-brand-900"],
] as const;

const STONE_SWATCHES = [
  ["50", "bg-stone-50"],
  ["100", "bg-stone-100"],
  ["200", "bg-stone-200"],
  ["300", "bg-stone-300"],
  ["400", "bg-stone-400"],
  ["500", "bg-stone-500"],
  ["600", "bg-stone-600"],
  ["700", "bg-stone-700"],
  ["800", "bg-stone-800"],
  ["900", "bg-stone-900"],
] as const;

function Swatches({ name, swatches }: { name: string; swatches: ReadonlyArray<readonly [string, string]> }) {
  return (
    <div>
      <p className="mb-2 text-sm font-medium">{name}</p>
      <ul className="grid grid-cols-5 gap-2 sm:grid-cols-10">
        {swatches.map(([step, bg]) => (
          <li key={step}>
            <div className={`h-12 rounded-lg border border-black/5 dark:border-white/10 ${bg}`} />
            <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{step}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Colours() {
  return (
    <div className="space-y-6">
      <Swatches name="Brand (terracotta)" swatches={BRAND_SWATCHES} />
      <Swatches name="Stone" swatches={STONE_SWATCHES} />
    </div>
  );
}

function Typography() {
  return (
    <div className="space-y-3">
      <p className="text-4xl font-bold tracking-tight">Find the right interior designer</p>
      <p className="text-2xl font-semibold tracking-tight">Interior Designers in Chennai</p>
      <p className="text-lg font-semibold">Studio Ka Interiors</p>
      <p className="max-w-prose leading-relaxed text-stone-700 dark:text-stone-300">
        Body text is stone-700 on white (stone-300 on dark) at a relaxed line height, so long descriptions stay easy to
        read on small screens.
      </p>
      <p className="text-sm text-stone-600 dark:text-stone-400">Secondary text · ₹1,200 – ₹1,800 per sq ft</p>
    </div>
  );
}

function Buttons() {
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <Button>Get Free Quote</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="destructive">Delete</Button>
        <Button variant="link">Link</Button>
        <Button disabled>Disabled</Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm">Small</Button>
        <Button size="md">Medium</Button>
        <Button size="lg">Large</Button>
        <Button size="icon" variant="outline" aria-label="Like">
          <HeartIcon className="size-4" aria-hidden="true" />
        </Button>
        <LinkButton to="/interior-designers" variant="outline">
          Find Interior Designers
        </LinkButton>
      </div>
    </div>
  );
}

function BadgesAndAlerts() {
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Badge>Living Room</Badge>
        <Badge tone="brand">Modern</Badge>
        <Badge tone="success">Verified</Badge>
        <Badge tone="warning">Pending review</Badge>
        <Badge tone="danger">Rejected</Badge>
      </div>
      <div className="mt-6 grid gap-3 md:grid-cols-3">
        <Alert tone="info" title="Heads up">
          Quotes usually arrive within 24 hours.
        </Alert>
        <Alert tone="success" title="Saved">
          Your profile was updated.
        </Alert>
        <Alert tone="error" title="Error">
          Invalid login credentials
        </Alert>
      </div>
    </>
  );
}

function CardsAndSkeletons() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card>
        <CardHeader>
          <CardTitle>Studio Ka Interiors</CardTitle>
          <p className="flex items-center gap-1 text-sm text-stone-600 dark:text-stone-400">
            <StarIcon className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
            4.8 · 126 reviews
          </p>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-stone-700 dark:text-stone-300">
            Warm, modern homes in Adyar and Besant Nagar. 12+ years exp.
          </p>
        </CardContent>
      </Card>
      {[0, 1].map((i) => (
        <Card key={i} className="p-6">
          <span className="sr-only">Loading designer…</span>
          <Skeleton className="h-32 w-full rounded-lg" />
          <Skeleton className="mt-4 h-5 w-2/3" />
          <Skeleton className="mt-2 h-4 w-1/2" />
        </Card>
      ))}
    </div>
  );
}

function FormFields() {
  return (
    <form className="grid gap-5 md:grid-cols-2" onSubmit={(event) => event.preventDefault()}>
      <Field id="sg-name" label="Full name" hint="As you'd like designers to address you.">
        <Input id="sg-name" name="name" placeholder="Priya Sharma" autoComplete="name" />
      </Field>
      <Field id="sg-email" label="Email" error="Please enter a valid email address">
        <Input
          id="sg-email"
          name="email"
          type="email"
          defaultValue="priya@"
          aria-invalid="true"
          aria-describedby="sg-email-error"
        />
      </Field>
      <Field id="sg-budget" label="Budget">
        <Select id="sg-budget" name="budget" defaultValue="5-10-lakh">
          <option value="2-5-lakh">₹2-5 Lakh</option>
          <option value="5-10-lakh">₹5-10 Lakh</option>
          <option value="10-15-lakh">₹10-15 Lakh</option>
        </Select>
      </Field>
      <Field id="sg-password" label="Password">
        <PasswordInput id="sg-password" name="password" autoComplete="new-password" />
      </Field>
      <Field id="sg-code" label="Code from the SMS">
        <CodeInput id="sg-code" name="code" />
      </Field>
      <div className="md:col-span-2">
        <Field id="sg-notes" label="Notes">
          <Textarea id="sg-notes" name="notes" rows={3} placeholder="3 BHK in Whitefield, possession in March" />
        </Field>
      </div>
    </form>
  );
}

function DialogDemo() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Open dialog</Button>
      </DialogTrigger>
      <DialogContent title="Get Free Quote" description="Tell us about your home and we'll match you with designers.">
        <Field id="sg-dialog-city" label="City">
          <Input id="sg-dialog-city" defaultValue="Bangalore" />
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={() => toast.success("Quote request sent")}>Send</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function TabsDemo() {
  return (
    <Tabs defaultValue="signin" className="max-w-md">
      <TabsList className="w-full">
        <TabsTrigger value="signin">Sign In</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="signin">
        <p className="text-sm text-stone-700 dark:text-stone-300">Welcome back — sign in to see your saved designs.</p>
      </TabsContent>
      <TabsContent value="signup">
        <p className="text-sm text-stone-700 dark:text-stone-300">Create an account to like designs and get quotes.</p>
      </TabsContent>
    </Tabs>
  );
}

function AccordionDemo() {
  return (
    <Accordion defaultValue="cost" className="max-w-2xl">
      <AccordionItem value="cost">
        <AccordionTrigger>How much does interior design cost?</AccordionTrigger>
        <AccordionContent>Most homes fall between ₹800 and ₹3,000 per sq ft, depending on finishes.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="time">
        <AccordionTrigger>How long does a project take?</AccordionTrigger>
        <AccordionContent>Typically 2-4 months from design sign-off to handover.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="warranty">
        <AccordionTrigger>Is there a warranty?</AccordionTrigger>
        <AccordionContent>Most designers offer a 1-2 year warranty on workmanship.</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

function MenuDemo() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          Account
          <ChevronDownIcon className="size-4" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>priya@example.in</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => toast.info("Profile")}>
          <UserIcon aria-hidden="true" />
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => toast.info("Notifications")}>
          <BellIcon aria-hidden="true" />
          Notifications
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => toast.info("Settings")}>
          <SettingsIcon aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => toast.info("Signed out (demo)")}>
          <LogOutIcon aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function NavigationDemo({ page }: { page: number }) {
  return (
    <>
      <p className="mb-4 text-center text-sm text-stone-600 dark:text-stone-400">
        Page {page} of {DEMO_PAGES}
      </p>
      <Pager page={page} totalPages={DEMO_PAGES} hrefForPage={(p) => `?page=${p}#navigation`} />
      <Breadcrumbs
        className="mt-8"
        items={[
          { label: "Home", href: "/" },
          { label: "Interior Designers", href: "/interior-designers" },
          { label: "Chennai" },
        ]}
      />
    </>
  );
}

const SLIDES = [
  { label: "Living Room", href: "/design-ideas/living-room", colour: "bg-brand-100" },
  { label: "Kitchen", href: "/design-ideas/kitchen", colour: "bg-stone-200" },
  { label: "Bedroom", href: "/design-ideas/bedroom", colour: "bg-brand-200" },
  { label: "Bathroom", href: "/design-ideas/bathroom", colour: "bg-stone-300" },
];

function CarouselDemo() {
  return (
    <SnapCarousel label="Rooms" controls="below" className="max-w-xl">
      {SLIDES.map((slide) => (
        <div key={slide.href} className={`flex h-48 items-center justify-center rounded-xl ${slide.colour}`}>
          <Link
            to={slide.href}
            className="rounded-md px-3 py-2 text-lg font-semibold text-stone-900 underline-offset-4 hover:underline"
          >
            {slide.label} ideas
          </Link>
        </div>
      ))}
    </SnapCarousel>
  );
}

function ToastsDemo() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outline" onClick={() => toast.success("Welcome back!")}>
        Success
      </Button>
      <Button variant="outline" onClick={() => toast.error("Error", { description: "Failed to load design images" })}>
        Error
      </Button>
      <Button variant="outline" onClick={() => toast.info("Sign in required")}>
        Info
      </Button>
      <Button
        variant="outline"
        onClick={() => toast("Claim approved", { description: "The claim has been approved successfully." })}
      >
        With description
      </Button>
    </div>
  );
}
