/** The Nivasa mark (a house in a terracotta tile) and wordmark, linking home (a plain anchor, routed by the header's and footer's CLIENT_LINKS). */
export function Logo() {
  return (
    <a href="/" className="logo">
      <svg viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" />
        <path d="M8 24V12.5L16 7l8 5.5V24h-5.5v-6.5h-5V24z" />
      </svg>
      <span>Nivasa</span>
    </a>
  );
}
