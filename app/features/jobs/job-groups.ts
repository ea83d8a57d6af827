import { filmLines, labels, type JobChoice, type JobKind } from "~/features/booking/choice.ts";
import { choiceFromSearchParams } from "~/features/booking/choice-schema.ts";
import { shadedGroups, type BodyType } from "~/features/booking/tint-rules.ts";

// The window groups of a booked job (issue 25): what the completion record
// asks for, one entry per group, read from the booking's choice (its URL
// parameters, choice.ts). A vehicle has its three shaded groups and the
// windshield strip when booked; a home or business one group of windows; paint
// protection film one panel group, with no shade.

export type JobGroup = {
  key: string;
  label: string;
  /** The film line booked ("ceramic", "PPF (gloss)"). */
  film: string;
  /** The shade booked (VLT %), or null when the group has none (PPF). */
  shade: number | null;
  /** A measured VLT is asked for (every shaded group). */
  measured: boolean;
};

export type JobOutline = {
  kind: JobKind;
  /** "2021 Toyota Camry (sedan or coupe)", "House", "Paint protection film, full front". */
  subject: string;
  /** For the legality check: the vehicle's body, null for a property or PPF. */
  vehicle: { bodyType: BodyType; pickupMultipurpose: boolean } | null;
  groups: JobGroup[];
};

const vehicleName = (c: { year: number | null; make: string; model: string }) =>
  [c.year, c.make, c.model].filter((part) => part !== null && part !== "").join(" ");

/** The groups and the subject of a job choice. */
export function outlineOf(choice: JobChoice): JobOutline {
  if (choice.kind === "vehicle") {
    const name = vehicleName(choice);
    const body = labels.body[choice.bodyType].toLowerCase();
    const groups: JobGroup[] = shadedGroups.map((group) => ({
      key: group,
      label: labels.group[group],
      film: choice.filmLine,
      shade: choice.shades[group],
      measured: true,
    }));
    if (choice.windshieldStrip)
      groups.push({
        key: "windshieldStrip",
        label: "Windshield strip",
        film: choice.filmLine,
        shade: null,
        measured: false,
      });
    return {
      kind: "vehicle",
      subject: name ? `${name} (${body})` : labels.body[choice.bodyType],
      vehicle: { bodyType: choice.bodyType, pickupMultipurpose: choice.pickupMultipurpose },
      groups,
    };
  }
  if (choice.kind === "ppf") {
    const name = vehicleName(choice);
    const film = `Paint protection film (${labels.finish[choice.finish].toLowerCase()})`;
    return {
      kind: "ppf",
      subject: name || "Vehicle",
      vehicle: null,
      groups: [{ key: "ppf", label: labels.coverage[choice.coverage], film, shade: null, measured: false }],
    };
  }
  return {
    kind: choice.kind,
    subject: labels.property[choice.propertyType],
    vehicle: null,
    groups: [{ key: "windows", label: "Windows", film: filmLines[0], shade: null, measured: true }],
  };
}

/** The outline of a booking's stored choice; null when it no longer parses. */
export function outlineOfParams(choiceParams: string): JobOutline | null {
  const parsed = choiceFromSearchParams(new URLSearchParams(choiceParams));
  return parsed.ok ? outlineOf(parsed.choice) : null;
}
