export type ShareNetwork = "whatsapp" | "facebook" | "x" | "linkedin" | "email";

export interface ShareLink {
  network: ShareNetwork;
  label: string;
  href: string;
}

/** Share-this-page links for the networks Indian homeowners use; each opens the network's own share screen. */
export function shareLinks(url: string, text: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { network: "whatsapp", label: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { network: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "x", label: "X", href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { network: "linkedin", label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: "email", label: "Email", href: `mailto:?subject=${t}&body=${encodeURIComponent(`${text}\n\n${url}`)}` },
  ];
}
