import { describe, expect, it } from "vitest";
import { printable } from "./offer-pdf-fonts.server";

describe("printable", () => {
  it("keeps Latin, the rupee sign, typographic punctuation and Devanagari", () => {
    for (const text of ["Total ₹3,59,576.68", "“Café” – 5 years…", "सागौन की अलमारी, दो दरवाज़े", "मॉड्यूलर किचन"]) {
      expect(printable(text)).toBe(text);
    }
  });

  it("turns each character the font lacks into one question mark", () => {
    expect(printable("Pooja unit, தமிழ்")).toBe("Pooja unit, ???");
    expect(printable("Thanks 👍🏽 👨‍👩‍👧 🇮🇳")).toBe("Thanks ? ? ?");
  });

  it("keeps line breaks and prints spaces it lacks as plain spaces", () => {
    expect(printable("Hettich\r\nInstallation\rPainting")).toBe("Hettich\nInstallation\nPainting");
    expect(printable("10\u202f%\tnet")).toBe("10 % net");
  });
});
