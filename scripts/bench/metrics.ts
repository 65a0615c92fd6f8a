// The server's Prometheus figures, as the bench reads them.

/**
 * The server's /metrics as name → value, a labelled series under its name and labels as written
 * (`nodejs_heap_space_size_total_bytes{space="new"}`); with `gc`, after a full garbage collection (the bench runs
 * the server with --expose-gc).
 */
export async function metrics(origin: string, token: string, gc = false): Promise<Record<string, number>> {
  const response = await fetch(`${origin}/metrics${gc ? "?gc=1" : ""}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  const values: Record<string, number> = {};
  for (const line of (await response.text()).split("\n")) {
    const match = /^(\w+(?:\{[^}]*\})?) ([\d.e+-]+)$/.exec(line);
    if (match) values[match[1]] = Number(match[2]);
  }
  return values;
}
