import { MailIcon, MessageCircleIcon } from "lucide-react";
import type { ReactNode } from "react";
import { copyrightLine, FOOTER_GROUPS, FOOTER_LEGAL_LINKS, FOOTER_TAGLINE, type NavLink } from "~/content/navigation";
import { type ShareNetwork, shareLinks } from "~/lib/share-links";
import { CLIENT_LINKS } from "~/ui/client-link";
import { StaticPart } from "~/ui/static-island";
import { Logo } from "./logo";

/** Plain glyphs for the brands lucide does not draw; decorative (the link carries the name). */
const BRAND_PATHS: Partial<Record<ShareNetwork, string>> = {
  facebook:
    "M13.5 21.5v-8h2.7l.4-3.2h-3.1V8.3c0-.9.3-1.5 1.6-1.5h1.7V4c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.5-4 4.1v2.3H7.6v3.2h2.8v8z",
  x: "M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77zm-1.08 16.18h1.7L7.4 4.73H5.58z",
  linkedin:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zm6.5 0h3.8v1.6h.05c.53-1 1.84-2.05 3.78-2.05 4.04 0 4.79 2.66 4.79 6.12V21h-4v-4.9c0-1.17-.02-2.68-1.63-2.68-1.64 0-1.89 1.28-1.89 2.6V21h-4z",
};

function NetworkIcon({ network }: { network: ShareNetwork }): ReactNode {
  if (network === "whatsapp") return <MessageCircleIcon className="size-4" aria-hidden="true" />;
  if (network === "email") return <MailIcon className="size-4" aria-hidden="true" />;
  return (
    <svg viewBox="0 0 24 24" className="size-4 fill-current" aria-hidden="true">
      <path d={BRAND_PATHS[network]} />
    </svg>
  );
}

/** The same on every page: static markup, rendered once per site URL and year (StaticPart). */
export function SiteFooter({ siteUrl }: { siteUrl: string }) {
  const copyright = copyrightLine();
  return (
    <footer
      {...CLIENT_LINKS}
      className="render-when-near border-t border-stone-200 [--render-estimate:40rem] bg-stone-50 text-stone-700 dark:border-stone-800 dark:bg-stone-900/60 dark:text-stone-300"
    >
      <StaticPart
        memoKey={`site-footer\n${siteUrl}\n${copyright}`}
        render={() => <FooterContent siteUrl={siteUrl} copyright={copyright} />}
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16"
      />
    </footer>
  );
}

function FooterContent({ siteUrl, copyright }: { siteUrl: string; copyright: string }) {
  const shares = shareLinks(siteUrl, "Find trusted interior designers near you on Nivasa");
  return (
    <>
      <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4 lg:grid-cols-6">
        <div className="col-span-2 sm:col-span-4 lg:col-span-2">
          <Logo />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-stone-600 dark:text-stone-400">{FOOTER_TAGLINE}</p>
          <p className="mt-6 text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
            Share Nivasa
          </p>
          <ul className="mt-3 flex gap-2">
            {shares.map((share) => (
              <li key={share.network}>
                <a
                  href={share.href}
                  target={share.network === "email" ? undefined : "_blank"}
                  rel="noopener noreferrer"
                  aria-label={`Share Nivasa on ${share.label}`}
                  title={share.label}
                  className="footer-share"
                >
                  <NetworkIcon network={share.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={`Footer: ${group.title}`}>
            <h2 className="text-sm font-semibold text-stone-900 dark:text-white">{group.title}</h2>
            <FooterLinks links={group.links} className="mt-4 space-y-2.5" />
          </nav>
        ))}
      </div>
      <div className="mt-12 flex flex-col gap-4 border-t border-stone-200 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between dark:border-stone-800">
        <p className="text-stone-600 dark:text-stone-400">{copyright}</p>
        <FooterLinks links={FOOTER_LEGAL_LINKS} className="flex flex-wrap gap-x-5 gap-y-2" />
      </div>
    </>
  );
}

function FooterLinks({ links, className }: { links: readonly NavLink[]; className: string }) {
  return (
    <ul className={`footer-links ${className}`}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
