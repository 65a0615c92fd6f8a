export function meta() {
  return [{ title: "Nivasa" }];
}

export default function Page() {
  return <main className="p-8">Coming together: city</main>;
}
