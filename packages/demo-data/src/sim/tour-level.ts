/**
 * The PGA TOUR profile's handicap-like level: a +5.4 Handicap Index. Lou Stagner (DECADE Golf)
 * computed the index PGA TOUR players would carry from their tournament rounds of 2016–2020 (at
 * least 100 rounds each) against the courses' USGA ratings: +5.4 on average (reported by Golf News
 * Net, 11 June 2020, and SwingU). The simulated tour's WHS index is checked against it (issue 4).
 */
export const TOUR_LEVEL = -5.4;
