import { bodyZoneFor, type BodyView } from "../../lib/checker.ts";
import type { WebOption } from "../../../worker/checker/spec-flow.ts";

const VIEWS: BodyView[] = ["front", "back"];

/** Front and back body images; the options that have a place on the body can be tapped there too. */
export function BodyMap({
  options,
  value,
  onPick,
}: {
  options: WebOption[];
  value: string;
  onPick: (v: string) => void;
}) {
  const zones = options.flatMap((o) => {
    const z = bodyZoneFor(o.label);
    return z ? [{ option: o, ...z }] : [];
  });
  return (
    <div className="grid grid-cols-2 gap-2" aria-hidden="true">
      {VIEWS.map((view) => (
        <figure key={view} className="relative">
          <img
            src={`/images/body-${view}.svg`}
            alt=""
            width={300}
            height={600}
            className="h-auto w-full"
            draggable={false}
          />
          <svg viewBox="0 0 300 600" className="absolute inset-0 h-full w-full">
            {zones
              .filter((z) => z.view === view)
              .map((z) => (
                <rect
                  key={z.option.value}
                  data-option={z.option.label}
                  x={z.shape.x}
                  y={z.shape.y}
                  width={z.shape.w}
                  height={z.shape.h}
                  rx={8}
                  onClick={() => onPick(z.option.value)}
                  className={`cursor-pointer stroke-2 transition ${value === z.option.value ? "fill-brand-600/70 stroke-brand-800" : "fill-brand-200/30 stroke-brand-600/60 hover:fill-brand-200/70"}`}
                >
                  <title>{z.option.label}</title>
                </rect>
              ))}
          </svg>
          <figcaption className="mt-1 text-center text-xs font-medium text-slate-600 capitalize">{view}</figcaption>
        </figure>
      ))}
    </div>
  );
}
