/**
 * Which price a reader sees (decision 048): a verified PRO reads prices excl. tax, labelled
 * "HT"; everyone else reads them incl. tax ("TTC"). The root loader knows the viewer
 * (`isPro`); pages rendered for a signed-in reader are never shared through the page cache
 * (decision 011: a session cookie bypasses it), so a PRO price never reaches a consumer.
 */
import { useRouteLoaderData } from 'react-router';

/** true when the viewer reads prices excl. tax (a verified PRO). */
export function useProPrices(): boolean {
  const root = useRouteLoaderData('root') as { isPro?: boolean } | undefined;
  return root?.isPro ?? false;
}

/** The amount of a pair the reader sees: excl. tax for a PRO, incl. tax for anyone else. */
export const shown = (pro: boolean, ht: number, ttc: number): number => (pro ? ht : ttc);
