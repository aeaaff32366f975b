import type { HoleFeatures } from '../features/hole-features';

/** Approach proximity distance bands in yards (start distance of the approach). */
export const PROXIMITY_BANDS_YARDS = [50, 100, 150, 200] as const;

/** Every running total the catalog needs; one pass over the holes fills them all. */
// prettier-ignore
const TOTAL_KEYS = [
  'holes', 'rounds', 'scoreSum', 'parSum', 'par3Holes', 'par3Score', 'par4Holes', 'par4Score', 'par5Holes',
  'par5Score', 'birdieOrBetter', 'parOrBetter', 'pars', 'bogeys', 'doubleOrWorse', 'eagles', 'overPar',
  'bounceBackOpp', 'bounceBackMade', 'frontHoles', 'frontVsPar', 'backHoles', 'backVsPar', 'fairwayOpp',
  'fairwayHit', 'missLeft', 'missRight', 'drives', 'driveSum', 'teePenalties', 'teeShots', 'teeRough',
  'teeSand', 'penaltyStrokes', 'girOpp', 'girMade', 'girFwOpp', 'girFwMade', 'girRoughOpp', 'girRoughMade',
  'par3GirOpp', 'par3GirMade', 'par4GirOpp', 'par4GirMade', 'par5GirOpp', 'par5GirMade', 'approaches',
  'approachProxCount', 'approachProxSum', 'prox50Count', 'prox50Sum', 'prox100Count', 'prox100Sum',
  'prox150Count', 'prox150Sum', 'prox200Count', 'prox200Sum', 'inside5', 'outside12', 'approachMissed',
  'shortSided', 'upDownOpp', 'upDownMade', 'ud15Opp', 'ud15Made', 'ud25Opp', 'ud25Made', 'ud35Opp',
  'ud35Made', 'sandSaveOpp', 'sandSaveMade', 'scrambleOpp', 'scrambleMade', 'sandShotHoles', 'puttHoles',
  'puttSum', 'girPuttHoles', 'girPuttSum', 'onePutts', 'threePutts', 'twoPutts', 'putts4', 'missed4',
  'putts12', 'missed12', 'putts25', 'missed25', 'puttsLong', 'missedLong', 'madeFeetSum', 'puttFeetSum',
  'girFirstPuttCount', 'girFirstPuttSum', 'scrFirstPuttCount', 'scrFirstPuttSum', 'sgHoles', 'sgOtt',
  'sgApp', 'sgArg', 'sgPutt', 'sgTotal',
] as const;

export type TotalKey = (typeof TOTAL_KEYS)[number];
export type StatTotals = Record<TotalKey, number>;

export function createTotals(): StatTotals {
  const totals = {} as StatTotals;
  for (const key of TOTAL_KEYS) totals[key] = 0;
  return totals;
}

/**
 * Adds holes to the totals in one pass. Excluded holes and holes without a score are skipped (spec 3 §2).
 * Holes must come grouped by round in play order (as `deriveHoleFeatures` returns them): rounds are
 * counted on round change and bounce-back looks at the previous hole.
 */
export function accumulate(t: StatTotals, holes: readonly HoleFeatures[]): StatTotals {
  let prev: HoleFeatures | undefined;
  let lastRoundId = Number.NaN;
  for (const h of holes) {
    if (h.isExcluded || h.score === null) continue;
    const vsPar = h.score - h.par;
    if (h.roundId !== lastRoundId) {
      t.rounds++;
      lastRoundId = h.roundId;
      prev = undefined;
    }
    addScoring(t, h, vsPar, prev);
    addDrive(t, h);
    addApproach(t, h);
    addSave(t, h);
    addPutting(t, h);
    if (h.sgTotal !== null) {
      t.sgHoles++;
      t.sgOtt += h.sgOffTheTee ?? 0;
      t.sgApp += h.sgApproach ?? 0;
      t.sgArg += h.sgAroundTheGreen ?? 0;
      t.sgPutt += h.sgPutting ?? 0;
      t.sgTotal += h.sgTotal;
    }
    prev = h;
  }
  return t;
}

/** spec 3 §9 front/back nine: round holes 1–9 and 10–18. */
const FRONT_NINE_LAST_HOLE = 9;

function addScoring(t: StatTotals, h: HoleFeatures, vsPar: number, prev: HoleFeatures | undefined): void {
  t.holes++;
  t.scoreSum += h.score!;
  t.parSum += h.par;
  if (h.par === 3) {
    t.par3Holes++;
    t.par3Score += h.score!;
  } else if (h.par === 4) {
    t.par4Holes++;
    t.par4Score += h.score!;
  } else {
    t.par5Holes++;
    t.par5Score += h.score!;
  }
  if (vsPar < 0) t.birdieOrBetter++;
  if (vsPar <= 0) t.parOrBetter++;
  if (vsPar === 0) t.pars++;
  if (vsPar === 1) t.bogeys++;
  if (vsPar >= 2) t.doubleOrWorse++;
  if (vsPar <= -2) t.eagles++;
  if (vsPar > 0) t.overPar++;
  // Bounce back: a hole under par right after a hole over par in the same round.
  if (prev && prev.roundHoleNumber === h.roundHoleNumber - 1 && prev.scoreVsPar! > 0) {
    t.bounceBackOpp++;
    if (vsPar < 0) t.bounceBackMade++;
  }
  if (h.roundHoleNumber <= FRONT_NINE_LAST_HOLE) {
    t.frontHoles++;
    t.frontVsPar += vsPar;
  } else {
    t.backHoles++;
    t.backVsPar += vsPar;
  }
}

function addDrive(t: StatTotals, h: HoleFeatures): void {
  if (h.fairwayHit || h.fairwayMissed) {
    t.fairwayOpp++;
    if (h.fairwayHit) t.fairwayHit++;
    if (h.fairwayMissedLeft) t.missLeft++;
    if (h.fairwayMissedRight) t.missRight++;
  }
  if (h.driveDistanceYards !== null) {
    t.drives++;
    t.driveSum += h.driveDistanceYards;
  }
  if (h.hasTeePenalty) t.teePenalties++;
  if (h.par >= 4 && h.teeShotEndLie !== null) {
    t.teeShots++;
    if (h.teeShotEndLie === 'rough') t.teeRough++;
    if (h.teeShotEndLie === 'sand') t.teeSand++;
  }
  t.penaltyStrokes += h.penaltyStrokes;
}

function addApproach(t: StatTotals, h: HoleFeatures): void {
  const gir = h.madeGreenInRegulation ? 1 : 0;
  if (gir || h.missedGreenInRegulation) {
    t.girOpp++;
    t.girMade += gir;
    if (h.fairwayHit) {
      t.girFwOpp++;
      t.girFwMade += gir;
    }
    if (h.par >= 4 && h.teeShotEndLie === 'rough') {
      t.girRoughOpp++;
      t.girRoughMade += gir;
    }
    if (h.par === 3) {
      t.par3GirOpp++;
      t.par3GirMade += gir;
    } else if (h.par === 4) {
      t.par4GirOpp++;
      t.par4GirMade += gir;
    } else {
      t.par5GirOpp++;
      t.par5GirMade += gir;
    }
  }
  const start = h.approachDistanceYards;
  if (start === null) return;
  t.approaches++;
  if (h.approachInside5Pct) t.inside5++;
  if (h.approachOutside12Pct) t.outside12++;
  if (h.approachMissedGreen) {
    t.approachMissed++;
    if (h.approachShortSided) t.shortSided++;
  }
  const prox = h.approachProximityFeet;
  if (prox === null) return;
  t.approachProxCount++;
  t.approachProxSum += prox;
  if (start >= PROXIMITY_BANDS_YARDS[3]) {
    t.prox200Count++;
    t.prox200Sum += prox;
  } else if (start >= PROXIMITY_BANDS_YARDS[2]) {
    t.prox150Count++;
    t.prox150Sum += prox;
  } else if (start >= PROXIMITY_BANDS_YARDS[1]) {
    t.prox100Count++;
    t.prox100Sum += prox;
  } else if (start >= PROXIMITY_BANDS_YARDS[0]) {
    t.prox50Count++;
    t.prox50Sum += prox;
  }
}

function addSave(t: StatTotals, h: HoleFeatures): void {
  if (h.hasSandShot) t.sandShotHoles++;
  if (h.missedGreenInRegulation) {
    t.scrambleOpp++;
    if (h.madeScramble) t.scrambleMade++;
  }
  if (!h.madeUpDown && !h.missedUpDown) return;
  const made = h.madeUpDown ? 1 : 0;
  t.upDownOpp++;
  t.upDownMade += made;
  if (h.upDownBand === 'under15') {
    t.ud15Opp++;
    t.ud15Made += made;
  } else if (h.upDownBand === '15to25') {
    t.ud25Opp++;
    t.ud25Made += made;
  } else {
    t.ud35Opp++;
    t.ud35Made += made;
  }
  if (h.isSandSaveChance) {
    t.sandSaveOpp++;
    t.sandSaveMade += made;
  }
}

function addPutting(t: StatTotals, h: HoleFeatures): void {
  const putts = h.puttCount;
  if (putts === null) return;
  t.puttHoles++;
  t.puttSum += putts;
  if (putts === 1) t.onePutts++;
  else if (putts === 2) t.twoPutts++;
  else if (putts >= 3) t.threePutts++;
  if (h.madeGreenInRegulation) {
    t.girPuttHoles++;
    t.girPuttSum += putts;
  }
  t.putts4 += h.puttsUnder4Ft;
  t.missed4 += h.missedPuttsUnder4Ft;
  t.putts12 += h.putts4To12Ft;
  t.missed12 += h.missedPutts4To12Ft;
  t.putts25 += h.putts12To25Ft;
  t.missed25 += h.missedPutts12To25Ft;
  t.puttsLong += h.puttsOver25Ft;
  t.missedLong += h.missedPuttsOver25Ft;
  t.madeFeetSum += h.madePuttFeet ?? 0;
  t.puttFeetSum += h.puttFeetTotal;
  if (h.firstPuttFeet !== null) {
    if (h.madeGreenInRegulation) {
      t.girFirstPuttCount++;
      t.girFirstPuttSum += h.firstPuttFeet;
    } else if (h.missedGreenInRegulation) {
      t.scrFirstPuttCount++;
      t.scrFirstPuttSum += h.firstPuttFeet;
    }
  }
}
