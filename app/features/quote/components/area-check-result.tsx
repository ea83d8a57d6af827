import { CheckCircle2, MapPin } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { SmartLink } from "~/components/smart-link.tsx";
import { business } from "~/config/business.ts";
import type { checkServiceArea } from "../service-area-check.ts";

const phoneLink = (
  <SmartLink href={business.phone.href} className="font-semibold whitespace-nowrap text-sea-900 underline">
    {business.phone.display}
  </SmartLink>
);

/** Not one of the ten areas: said honestly, with an offer to call. */
function Outside({ result, children }: { result: string; children: ReactNode }) {
  return (
    <p
      data-result={result}
      className="mt-2 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <span>
        {children} Call {phoneLink} and we'll tell you honestly whether we can come.
      </span>
    </p>
  );
}

type Check = typeof checkServiceArea;

/**
 * The check and its gazetteer (about 29 KB gzipped) are fetched when the
 * visitor first types a location, not with the form: until then nothing shows.
 */
function useAreaCheck(wanted: boolean): Check | null {
  const [check, setCheck] = useState<Check | null>(null);
  useEffect(() => {
    if (!wanted || check) return;
    let live = true;
    import("../service-area-check.ts").then(
      (module) => live && setCheck(() => module.checkServiceArea),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, check]);
  return check;
}

/** "Do you serve my area?", answered as the visitor types a town, county or zip code. */
export function AreaCheckResult({ id, location }: { id: string; location: string }) {
  const checkServiceArea = useAreaCheck(location.trim() !== "");
  const check = checkServiceArea ? checkServiceArea(location) : ({ kind: "empty" } as const);
  return (
    <div id={id} aria-live="polite" data-testid="area-check">
      {check.kind === "inside" && (
        <p
          data-result="inside"
          className="mt-2 flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
          <span>
            Yes, we come to you in{" "}
            {check.areas.map((area, i) => (
              <span key={area.slug}>
                {i > 0 && (i === check.areas.length - 1 ? " and " : ", ")}
                <SmartLink href={area.path} className="font-semibold underline">
                  {area.name}
                </SmartLink>
              </span>
            ))}
            {check.zip ? ` (${check.zip})` : ""}. Mobile service, no trip to a shop.
          </span>
        </p>
      )}
      {check.kind === "outside" && <Outside result="outside">{check.describe}</Outside>}
      {check.kind === "unknown-town" && (
        <Outside result="unknown">
          “{check.town}” isn't a town or zip code we know: enter your zip code to check.
        </Outside>
      )}
    </div>
  );
}
