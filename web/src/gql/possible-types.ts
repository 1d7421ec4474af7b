
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "TravelPackage": [
      "HolidayPackage",
      "Package"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "TravelPackage": [
      "HolidayPackage",
      "Package"
    ]
  }
};
      export default result;
    