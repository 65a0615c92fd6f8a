import { ImageIcon } from "lucide-react";
import { absoluteUrl, fillPlaceholderText, type SeoPlaceholders } from "~/features/seo";
import { cn } from "~/lib/cn";
import type { SeoFormValues } from "./page-form";

/** What the page would show, from the form as typed: empty fields fall back the way applyOverride does. */
export interface PreviewInput {
  values: SeoFormValues;
  /** PUBLIC_URL, e.g. "https://nivasa.in". */
  origin: string;
  /** The public page's path, when the identifier names one. */
  path: string | null;
  placeholders: SeoPlaceholders;
}

const PAGE_DEFAULT = "(the page's own text)";

function firstFilled(...texts: string[]): string | null {
  return texts.map((text) => text.trim()).find(Boolean) ?? null;
}

/** An image a browser may show: a full http(s) address or a site path. */
function imageUrl(origin: string, raw: string): string | null {
  const value = raw.trim();
  if (!/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(value)) return null;
  return absoluteUrl(origin, value);
}

function previewTexts({ values, origin, path, placeholders }: PreviewInput) {
  const fill = (text: string | null) => (text === null ? null : fillPlaceholderText(text, placeholders));
  const title = firstFilled(values.metaTitle);
  const description = firstFilled(values.metaDescription);
  const canonical = firstFilled(values.canonicalUrl);
  const ogImage = imageUrl(origin, values.ogImage);
  return {
    url: canonical ? absoluteUrl(origin, canonical) : absoluteUrl(origin, path ?? "/"),
    title: fill(title),
    description: fill(description),
    og: {
      title: fill(firstFilled(values.ogTitle, title ?? "")),
      description: fill(firstFilled(values.ogDescription, description ?? "")),
      image: ogImage,
    },
    twitter: {
      title: fill(firstFilled(values.twitterTitle, title ?? "")),
      description: fill(firstFilled(values.twitterDescription, description ?? "")),
      image: imageUrl(origin, values.twitterImage) ?? ogImage,
      large: values.twitterCard === "summary_large_image",
    },
  };
}

/** "nivasa.in › interior-designers › chennai", as search results show an address. */
function breadcrumbUrl(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return [host, ...pathname.split("/").filter(Boolean)].join(" › ");
  } catch {
    return url;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function Placeholder({ text }: { text: string | null }) {
  return text ?? <span className="italic text-stone-500">{PAGE_DEFAULT}</span>;
}

/** How a search engine lists the page: address, title (cut near 600 px), two lines of description. */
export function SearchSnippetPreview(input: PreviewInput) {
  const preview = previewTexts(input);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
        Search result preview
      </figcaption>
      <div
        data-testid="search-preview"
        className="max-w-[600px] rounded-lg border border-stone-200 bg-white p-4 font-sans dark:border-stone-700"
      >
        <p className="truncate text-xs text-stone-700">{breadcrumbUrl(preview.url)}</p>
        <p className="mt-1 truncate text-lg leading-snug text-[#1a0dab]">
          <Placeholder text={preview.title} />
        </p>
        <p className="mt-1 line-clamp-2 text-sm text-stone-700">
          <Placeholder text={preview.description} />
        </p>
      </div>
    </figure>
  );
}

function CardImage({ src, className }: { src: string | null; className: string }) {
  if (!src) {
    return (
      <div className={cn("flex items-center justify-center gap-2 bg-stone-100 text-xs text-stone-500", className)}>
        <ImageIcon className="size-4" aria-hidden="true" />
        The page's own photo
      </div>
    );
  }
  return <img src={src} alt="" referrerPolicy="no-referrer" className={cn("bg-stone-100 object-cover", className)} />;
}

/** How the page looks when shared: the Open Graph card (Facebook, LinkedIn, WhatsApp) and the Twitter/X card. */
export function SocialCardPreview(input: PreviewInput) {
  const { og, twitter, url } = previewTexts(input);
  const host = hostOf(url);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <figure className="flex flex-col gap-2">
        <figcaption className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
          Facebook, LinkedIn
        </figcaption>
        <div
          data-testid="og-preview"
          className="overflow-hidden rounded-lg border border-stone-200 bg-white dark:border-stone-700"
        >
          <CardImage src={og.image} className="aspect-[1.91/1] w-full" />
          <div className="border-t border-stone-200 bg-stone-50 p-3">
            <p className="text-xs text-stone-600 uppercase">{host}</p>
            <p className="mt-0.5 line-clamp-2 font-semibold text-stone-900">
              <Placeholder text={og.title} />
            </p>
            <p className="mt-0.5 line-clamp-2 text-sm text-stone-600">
              <Placeholder text={og.description} />
            </p>
          </div>
        </div>
      </figure>
      <figure className="flex flex-col gap-2">
        <figcaption className="text-xs font-semibold tracking-wide text-stone-500 uppercase">X (Twitter)</figcaption>
        <div
          data-testid="twitter-preview"
          className={cn(
            "overflow-hidden rounded-2xl border border-stone-200 bg-white dark:border-stone-700",
            !twitter.large && "flex",
          )}
        >
          <CardImage src={twitter.image} className={twitter.large ? "aspect-[2/1] w-full" : "size-28 shrink-0"} />
          <div className="min-w-0 p-3">
            <p className="text-xs text-stone-600">{host}</p>
            <p className="mt-0.5 line-clamp-2 font-medium text-stone-900">
              <Placeholder text={twitter.title} />
            </p>
            <p className="mt-0.5 line-clamp-2 text-sm text-stone-600">
              <Placeholder text={twitter.description} />
            </p>
          </div>
        </div>
      </figure>
    </div>
  );
}
