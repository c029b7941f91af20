/** The venue of the orders pages' tests: a Belgrade salon, as GraphQL's Branch gives it. */
export const testVenue = {
  id: '3',
  slug: 'salon-lotus-vracar-3',
  name: 'Salon Lotus Vračar',
  address: 'Njegoševa 12',
  fullAddress: 'Njegoševa 12, Beograd, Srbija',
  phone: '+381111234567',
  timeZone: 'Europe/Belgrade',
};
