/** A city the search bar offers (the selection rules live in app/city/selectCity.ts). */
export interface CityOption {
  value: string;
  title: string;
}
