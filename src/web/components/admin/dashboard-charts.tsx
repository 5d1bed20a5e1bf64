/**
 * The dashboard's charts as plain server-rendered SVG: the geometry comes from the backoffice
 * module's pure `seriesGeometry` / `mixSegments`, so the page needs no chart library and no
 * JavaScript. Each chart is an image with a title and a description (role="img"), and its
 * figures follow in a table inside a <details> for screen readers and exact reading.
 */
import {
  mixSegments,
  seriesGeometry,
  type ChartBox,
} from '../../../modules/backoffice/charts.rules';

export interface SeriesPoint {
  label: string;
  current: number;
  previous: number;
}

const BOX: ChartBox = { width: 640, height: 240, left: 64, bottom: 28, top: 10 };

interface SeriesChartProps {
  id: string;
  title: string;
  summary: string;
  tableLabel: string;
  bucketHeader: string;
  currentHeader: string;
  previousHeader: string;
  points: SeriesPoint[];
  /** Full value (table, tooltips) and short one (axis). */
  format: (value: number) => string;
  formatAxis: (value: number) => string;
}

export function SeriesChart(props: SeriesChartProps) {
  const { id, points } = props;
  const g = seriesGeometry(
    points.map((p) => p.current),
    points.map((p) => p.previous),
    BOX,
  );
  // At most about 8 bucket labels: one every `step`, always the last (today, this month).
  const step = Math.max(1, Math.ceil(points.length / 8));
  const labelled = (i: number) => (points.length - 1 - i) % step === 0;
  return (
    <figure className="dashboard-chart" data-testid={`chart-${id}`}>
      <figcaption id={`${id}-title`}>{props.title}</figcaption>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby={`${id}-svg-title ${id}-svg-desc`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-svg-title`}>{props.title}</title>
        <desc id={`${id}-svg-desc`}>{props.summary}</desc>
        {g.ticks.map((tick) => (
          <g key={tick.value} className="chart-grid">
            <line x1={BOX.left} x2={BOX.width} y1={tick.y} y2={tick.y} />
            <text x={BOX.left - 6} y={tick.y + 4} textAnchor="end">
              {props.formatAxis(tick.value)}
            </text>
          </g>
        ))}
        {g.bars.map((bar, i) => (
          <rect
            key={i}
            className="chart-bar"
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
          >
            <title>{`${points[i]!.label}: ${props.format(bar.value)}`}</title>
          </rect>
        ))}
        {g.previous.length > 1 ? (
          <polyline
            className="chart-previous"
            points={g.previous.map((p) => `${p.x},${p.y}`).join(' ')}
          />
        ) : null}
        {g.centres.map((x, i) =>
          labelled(i) ? (
            <text key={i} className="chart-label" x={x} y={BOX.height - 8} textAnchor="middle">
              {points[i]!.label}
            </text>
          ) : null,
        )}
      </svg>
      <details className="chart-table">
        <summary>{props.tableLabel}</summary>
        <table className="admin-table">
          <caption className="visually-hidden">{props.title}</caption>
          <thead>
            <tr>
              <th scope="col">{props.bucketHeader}</th>
              <th scope="col">{props.currentHeader}</th>
              <th scope="col">{props.previousHeader}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={i}>
                <th scope="row">{p.label}</th>
                <td>{props.format(p.current)}</td>
                <td>{props.format(p.previous)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

interface MixChartProps {
  id: string;
  title: string;
  summary: string;
  tableLabel: string;
  keyHeader: string;
  valueHeader: string;
  shareHeader: string;
  parts: { key: string; label: string; value: number }[];
  format: (value: number) => string;
  formatShare: (basisPoints: number) => string;
}

const MIX_WIDTH = 640;

/** One 100 % bar split by share, with a legend; the table gives value and share of each. */
export function MixChart(props: MixChartProps) {
  const segments = mixSegments(
    props.parts.map((p) => ({ key: p.key, value: p.value })),
    MIX_WIDTH,
  );
  const label = new Map(props.parts.map((p) => [p.key, p.label]));
  return (
    <figure className="dashboard-chart" data-testid={`chart-${props.id}`}>
      <figcaption>{props.title}</figcaption>
      <svg
        viewBox={`0 0 ${MIX_WIDTH} 32`}
        role="img"
        aria-labelledby={`${props.id}-svg-title ${props.id}-svg-desc`}
      >
        <title id={`${props.id}-svg-title`}>{props.title}</title>
        <desc id={`${props.id}-svg-desc`}>
          {[
            props.summary,
            ...segments.map((s) => `${label.get(s.key)}: ${props.formatShare(s.shareBp)}`),
          ].join(' ')}
        </desc>
        {segments.map((s, i) => (
          <rect
            key={s.key}
            className={`chart-mix-${i % 6}`}
            x={s.x}
            y={0}
            width={s.width}
            height={32}
          >
            <title>{`${label.get(s.key)}: ${props.formatShare(s.shareBp)}`}</title>
          </rect>
        ))}
      </svg>
      <ul className="chart-legend">
        {segments.map((s, i) => (
          <li key={s.key}>
            <span className={`chart-swatch chart-mix-${i % 6}`} aria-hidden="true" />
            {label.get(s.key)} · {props.formatShare(s.shareBp)}
          </li>
        ))}
      </ul>
      <details className="chart-table">
        <summary>{props.tableLabel}</summary>
        <table className="admin-table">
          <caption className="visually-hidden">{props.title}</caption>
          <thead>
            <tr>
              <th scope="col">{props.keyHeader}</th>
              <th scope="col">{props.valueHeader}</th>
              <th scope="col">{props.shareHeader}</th>
            </tr>
          </thead>
          <tbody>
            {segments.map((s) => (
              <tr key={s.key}>
                <th scope="row">{label.get(s.key)}</th>
                <td>{props.format(s.value)}</td>
                <td>{props.formatShare(s.shareBp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
