// The overview's 30-day chart: uPlot (small, canvas-drawn) in its own chunk. The chart is a drawing the
// component owns, so it lives in a ref: made when the element mounts, fed new data when the series change,
// resized with its box, destroyed on unmount.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DailySeries } from '../../../machines/backoffice-overview/backoffice-overview.selectors';
import type { BackofficeLocale } from '../i18n';
import { formatTry } from '../format';

// Read from the theme's variables at draw time, so the chart follows the site's palette.
const strokes = ['--colors-success-solid', '--colors-danger-solid', '--colors-accent-solid', '--colors-info-solid'];

export default function DailyChart(props: { series: DailySeries; labels: string[]; locale: BackofficeLocale }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const { series, labels, locale } = props;
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const style = getComputedStyle(document.documentElement);
    const data: uPlot.AlignedData = [series.days, series.deposits, series.withdrawals, series.casinoGgr, series.sportsGgr];
    if (chart.current) {
      chart.current.setData(data);
      return;
    }
    const axis = { stroke: style.getPropertyValue('--colors-fg-muted').trim() || '#999' };
    chart.current = new uPlot(
      {
        width: element.clientWidth || 800,
        height: 260,
        series: [
          {},
          ...labels.map((label, index) => ({
            label,
            stroke: style.getPropertyValue(strokes[index]!).trim() || '#888',
            width: 2,
            value: (_: uPlot, value: number | null) => (value === null ? '' : formatTry(locale, value)),
          })),
        ],
        axes: [axis, { ...axis, size: 80, values: (_: uPlot, ticks: number[]) => ticks.map((tick) => formatTry(locale, tick)) }],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.current?.setSize({ width: element.clientWidth, height: 260 }));
    resize.observe(element);
    return () => resize.disconnect();
  }, [series, labels, locale]);
  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );
  return <div ref={box} data-testid="bo-daily-chart" />;
}
