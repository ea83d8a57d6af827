import { describe, expect, it } from "vitest";
import { federalHolidays, federalHolidaysFrom } from "./holidays.ts";

const dates = (year: number) => Object.fromEntries(federalHolidays(year).map((h) => [h.name, h.date]));

describe("US federal holidays, as the days they are observed", () => {
  it("2026: Independence Day on a Saturday is observed the Friday before", () => {
    expect(dates(2026)).toEqual({
      "New Year's Day": "2026-01-01",
      "Martin Luther King Jr. Day": "2026-01-19",
      "Presidents' Day": "2026-02-16",
      "Memorial Day": "2026-05-25",
      Juneteenth: "2026-06-19",
      "Independence Day": "2026-07-03",
      "Labor Day": "2026-09-07",
      "Columbus Day": "2026-10-12",
      "Veterans Day": "2026-11-11",
      "Thanksgiving Day": "2026-11-26",
      "Christmas Day": "2026-12-25",
    });
  });

  it("2027: Juneteenth and Christmas on Saturdays move to Friday, Independence Day on a Sunday to Monday", () => {
    expect(dates(2027)).toEqual({
      "New Year's Day": "2027-01-01",
      "Martin Luther King Jr. Day": "2027-01-18",
      "Presidents' Day": "2027-02-15",
      "Memorial Day": "2027-05-31",
      Juneteenth: "2027-06-18",
      "Independence Day": "2027-07-05",
      "Labor Day": "2027-09-06",
      "Columbus Day": "2027-10-11",
      "Veterans Day": "2027-11-11",
      "Thanksgiving Day": "2027-11-25",
      "Christmas Day": "2027-12-24",
    });
  });

  it("2028: New Year's Day on a Saturday is observed on December 31 before; Veterans Day on Friday the 10th", () => {
    expect(dates(2028)).toEqual({
      "New Year's Day": "2027-12-31",
      "Martin Luther King Jr. Day": "2028-01-17",
      "Presidents' Day": "2028-02-21",
      "Memorial Day": "2028-05-29",
      Juneteenth: "2028-06-19",
      "Independence Day": "2028-07-04",
      "Labor Day": "2028-09-04",
      "Columbus Day": "2028-10-09",
      "Veterans Day": "2028-11-10",
      "Thanksgiving Day": "2028-11-23",
      "Christmas Day": "2028-12-25",
    });
    expect(federalHolidays(2028)[0]).toEqual({ date: "2027-12-31", name: "New Year's Day" });
  });

  it("lists this year's and next year's, 22 days in date order", () => {
    const list = federalHolidaysFrom(2026).map((h) => h.date);
    expect(list).toHaveLength(22);
    expect(list).toEqual([...list].sort());
  });
});
