/** What other features may use of directory on the server. */
export {
  findCity,
  findCityById,
  findLocality,
  listCitiesWithStats,
  listCityChoices,
  listLocalitiesWithCounts,
} from "./places/places.server";
