// The illustrative time-of-use day (spec §9): a bar split into off-peak, part-peak and peak with
// tick labels at 12am, 6am, 12pm, 4pm and 9pm. The bar is decorative; the list says the same.
// The figcaption comes last: HTML allows it only as a figure's first or last child.
import {
  hourLabel,
  tickPosition,
  TOU_DAY,
  TOU_TICKS,
  tariffWord,
  touSegmentWidths,
  type TouSegment,
} from "../../../../domain/guides/automate-charging";
import * as m from "../../../../domain/i18n/messages";

interface TimeOfUseBarProps {
  /** A utility's own day (utilityTouDay); the spec's example day when absent. */
  day?: readonly TouSegment[];
  ticks?: readonly number[];
  /** Shown above the bar: "Example day" or "SDG&E EV-TOU-5, weekdays Jun–Oct". */
  title?: string;
  /** Several bars in a row share one legend: only the last shows it. */
  legend?: boolean;
}

export function TimeOfUseBar({ day: segments = TOU_DAY, ticks = TOU_TICKS, title, legend = true }: TimeOfUseBarProps) {
  const widths = touSegmentWidths(segments);
  return (
    <figure className="tou">
      {title ? <p className="tou__title">{title}</p> : null}
      <div className="tou__bar" aria-hidden="true">
        {segments.map((segment, index) => (
          <span
            key={segment.startHour}
            className={`tou__segment tou__segment--${segment.period}`}
            style={{ width: `${widths[index]}%` }}
            data-width={widths[index]}
          >
            <span className="tou__segment-label">{tariffWord(segment.label)}</span>
          </span>
        ))}
      </div>
      <div className="tou__ticks" aria-hidden="true">
        {ticks.map((hour) => (
          <span key={hour} className="tou__tick" style={{ left: `${tickPosition(hour)}%` }}>
            {hourLabel(hour)}
          </span>
        ))}
      </div>
      {legend ? (
      <ul className="tou__legend" aria-hidden="true">
        <li>
          <span className="tou__swatch tou__segment--off-peak" /> {m.guide_auto_legend_off_peak()}
        </li>
        <li>
          <span className="tou__swatch tou__segment--part-peak" /> {m.guide_auto_legend_part_peak()}
        </li>
        <li>
          <span className="tou__swatch tou__segment--peak" /> {m.guide_auto_legend_peak()}
        </li>
      </ul>
      ) : null}
      <figcaption className="visually-hidden">
        <ul>
          {segments.map((segment) => (
            <li key={segment.startHour}>
              {m.guide_auto_caption_item({ start: hourLabel(segment.startHour), end: hourLabel(segment.endHour), label: tariffWord(segment.label) })}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
