
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "Booking": [
      "EventBooking",
      "Order"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "Booking": [
      "EventBooking",
      "Order"
    ]
  }
};
      export default result;
    