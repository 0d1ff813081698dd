// The illustrative time-of-use day (spec §9): a bar split into off-peak, part-peak and peak with
// tick labels at 12am, 6am, 12pm, 4pm and 9pm. The bar is decorative; the list says the same.
import {
  hourLabel,
  tickPosition,
  TOU_DAY,
  TOU_TICKS,
  touSegmentWidths,
} from "../../../../domain/guides/automate-charging";

const WIDTHS = touSegmentWidths(TOU_DAY);

export function TimeOfUseBar() {
  return (
    <figure className="tou">
      <div className="tou__bar" aria-hidden="true">
        {TOU_DAY.map((segment, index) => (
          <span
            key={segment.startHour}
            className={`tou__segment tou__segment--${segment.period}`}
            style={{ width: `${WIDTHS[index]}%` }}
            data-width={WIDTHS[index]}
          >
            <span className="tou__segment-label">{segment.label}</span>
          </span>
        ))}
      </div>
      <div className="tou__ticks" aria-hidden="true">
        {TOU_TICKS.map((hour) => (
          <span key={hour} className="tou__tick" style={{ left: `${tickPosition(hour)}%` }}>
            {hourLabel(hour)}
          </span>
        ))}
      </div>
      <figcaption className="visually-hidden">
        <ul>
          {TOU_DAY.map((segment) => (
            <li key={segment.startHour}>
              {hourLabel(segment.startHour)} to {hourLabel(segment.endHour)}: {segment.label}
            </li>
          ))}
        </ul>
      </figcaption>
      <ul className="tou__legend" aria-hidden="true">
        <li>
          <span className="tou__swatch tou__segment--off-peak" /> Off-peak: cheapest
        </li>
        <li>
          <span className="tou__swatch tou__segment--part-peak" /> Part-peak
        </li>
        <li>
          <span className="tou__swatch tou__segment--peak" /> Peak: most expensive
        </li>
      </ul>
    </figure>
  );
}
