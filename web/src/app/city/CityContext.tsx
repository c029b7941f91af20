import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { CitiesQuery } from '../../__generated__/graphql';
import { cookieNames, watchCookie, writeBrowserCookie } from '../cookies';
import { nearestCity } from './nearestCity';
import { selectCity } from './selectCity';

/** A city of the project country, with its centre (the api's coordinates table). */
export type City = CitiesQuery['cities'][number];

interface CityChoice {
  cities: readonly City[];
  remembered: string | undefined;
  choose: (value: string) => void;
}

const CityContext = createContext<CityChoice>({
  cities: [],
  remembered: undefined,
  choose: () => {},
});

/** Asks the browser where the visitor is; spec §8: a failure is silently ignored. */
export function locateVisitor(): Promise<{ lat: number; lng: number } | null> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      () => resolve(null),
      { maximumAge: 10 * 60 * 1000, timeout: 15_000 },
    );
  });
}

/**
 * The visitor's city across the site (spec §4): what they chose is remembered in a cookie, so the
 * server renders it too. On a first visit (nothing remembered) the browser's position picks the
 * nearest offered city. `cities` come from the root loader.
 */
export function CityProvider({
  initial,
  cities,
  children,
}: {
  initial?: string;
  cities: readonly City[];
  children: ReactNode;
}) {
  const [remembered, setRemembered] = useState(initial);

  const choose = useCallback((value: string) => {
    setRemembered(value);
    writeBrowserCookie(cookieNames.city, value);
  }, []);

  // A city chosen in another tab applies here too.
  useEffect(
    () =>
      watchCookie(cookieNames.city, (value) => {
        if (value) setRemembered(value);
      }),
    [],
  );

  const firstVisit = initial === undefined;
  useEffect(() => {
    if (!firstVisit || cities.length === 0) return;
    let active = true;
    void locateVisitor().then((position) => {
      if (!position) return;
      // The cities carry their centres (the api's coordinates table): no copy lives in web.
      const value = nearestCity(position, cities);
      if (active && value) choose(value);
    });
    return () => {
      active = false;
    };
  }, [firstVisit, cities, choose]);

  const value = useMemo(() => ({ cities, remembered, choose }), [cities, remembered, choose]);
  return <CityContext value={value}>{children}</CityContext>;
}

/**
 * The city a page of results is for (its path's city, or c), and the same results in another
 * city. Such a page's pickers show its city, whatever was remembered: "Hair in Novi Sad" under a
 * search bar and header reading Belgrade searched Belgrade next, and Back to another city's
 * results kept the city just left in both.
 */
export interface PageCity {
  city: string | undefined;
  href: (city: string) => string;
}

export const PageCityContext = createContext<PageCity | undefined>(undefined);

/** The results page's city and its other cities' links; undefined on any other page. */
export function usePageCity(): PageCity | undefined {
  return useContext(PageCityContext);
}

/** The project country's cities (empty when they could not be loaded). */
export function useCities(): readonly City[] {
  return useContext(CityContext).cities;
}

/**
 * The city a picker shows: on a page of results, the city they are for; elsewhere the remembered
 * one, else the start city, else the first (spec §4). And a way to choose another (remembered from
 * then on).
 */
export function useCity(start?: string): [string | undefined, (value: string) => void] {
  const { cities, remembered, choose } = useContext(CityContext);
  const page = usePageCity()?.city;
  const shown = selectCity(cities, { remembered: page, defaultToFirst: false });
  return [shown ?? selectCity(cities, { remembered, start }), choose];
}
