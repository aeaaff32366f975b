import { defineStats, perRound, rate } from './define';

/** Around the Green stats (spec 3 §9 "Around the Green"; view Save). Bands per spec 3 §9. */
export const SAVE_STATS = defineStats('Save', {
  'up-down-pct': {
    name: 'Up/Down %',
    format: 'percent',
    better: 'higher',
    description: 'Holed in two or fewer from off the green within 35 yd.',
    evaluate: (t) => rate(t.upDownMade, t.upDownOpp),
    alsoIn: ['Scorecard'],
  },
  'up-down-under-15-pct': {
    name: 'Up/Down under 15yd',
    format: 'percent',
    better: 'higher',
    description: 'Up-and-downs made from under 15 yd.',
    evaluate: (t) => rate(t.ud15Made, t.ud15Opp),
  },
  'up-down-15-25-pct': {
    name: 'Up/Down 15-25yd',
    format: 'percent',
    better: 'higher',
    description: 'Up-and-downs made from 15 to 25 yd.',
    evaluate: (t) => rate(t.ud25Made, t.ud25Opp),
  },
  'up-down-25-35-pct': {
    name: 'Up/Down 25-35yd',
    format: 'percent',
    better: 'higher',
    description: 'Up-and-downs made from 25 to 35 yd.',
    evaluate: (t) => rate(t.ud35Made, t.ud35Opp),
  },
  'missed-up-down-under-15': {
    name: 'Missed Up/Down under 15yd',
    format: 'decimal',
    better: 'lower',
    description: 'Missed up-and-downs from under 15 yd per 18 holes.',
    evaluate: (t) => perRound(t.ud15Opp - t.ud15Made, t.shotHoles),
  },
  'missed-up-down-15-25': {
    name: 'Missed Up/Down 15-25yd',
    format: 'decimal',
    better: 'lower',
    description: 'Missed up-and-downs from 15 to 25 yd per 18 holes.',
    evaluate: (t) => perRound(t.ud25Opp - t.ud25Made, t.shotHoles),
  },
  'missed-up-down-25-35': {
    name: 'Missed Up/Down 25-35yd',
    format: 'decimal',
    better: 'lower',
    description: 'Missed up-and-downs from 25 to 35 yd per 18 holes.',
    evaluate: (t) => perRound(t.ud35Opp - t.ud35Made, t.shotHoles),
  },
  'sand-save-pct': {
    name: 'Sand Save %',
    format: 'percent',
    better: 'higher',
    description: 'Up-and-downs made from greenside bunkers.',
    evaluate: (t) => rate(t.sandSaveMade, t.sandSaveOpp),
  },
  'scrambling-pct': {
    name: 'Scrambling %',
    format: 'percent',
    better: 'higher',
    description: 'Par or better after missing the green in regulation.',
    evaluate: (t) => rate(t.scrambleMade, t.scrambleOpp),
  },
  'sand-shot-holes-per-round': {
    name: 'Holes with a Sand Shot',
    format: 'decimal',
    better: 'lower',
    description: 'Holes with at least one bunker shot per 18 holes.',
    evaluate: (t) => perRound(t.sandShotHoles, t.shotHoles),
  },
  'sg-around-the-green': {
    name: 'Strokes Gained: Around the Green',
    format: 'strokesGained',
    better: 'higher',
    description: 'Strokes gained by shots within 30 yd of the pin, off the green, per 18 holes.',
    evaluate: (t) => perRound(t.sgArg, t.sgHoles),
  },
});
