import type { HoleFeatures } from '../features/hole-features';

/** Approach proximity distance bands in yards (start distance of the approach). */
export const PROXIMITY_BANDS_YARDS = [50, 100, 150, 200] as const;

/**
 * Every running total the catalog needs; one pass over the holes fills them all. A class with declared
 * fields keeps one fixed object shape, which keeps the hot loop fast (a dynamically keyed record was ~10× slower).
 */
// prettier-ignore
export class StatTotals {
  holes = 0; rounds = 0; scoreSum = 0; parSum = 0; par3Holes = 0; par3Score = 0; par4Holes = 0;
  par4Score = 0; par5Holes = 0; par5Score = 0; birdieOrBetter = 0; parOrBetter = 0; pars = 0; bogeys = 0;
  doubleOrWorse = 0; eagles = 0; overPar = 0; bounceBackOpp = 0; bounceBackMade = 0; frontHoles = 0;
  frontVsPar = 0; backHoles = 0; backVsPar = 0; fairwayOpp = 0; fairwayHit = 0; missLeft = 0;
  missRight = 0; drives = 0; driveSum = 0; teePenalties = 0; teeShots = 0; teeRough = 0; teeSand = 0;
  penaltyStrokes = 0; girOpp = 0; girMade = 0; girFwOpp = 0; girFwMade = 0; girRoughOpp = 0;
  girRoughMade = 0; par3GirOpp = 0; par3GirMade = 0; par4GirOpp = 0; par4GirMade = 0; par5GirOpp = 0;
  par5GirMade = 0; approaches = 0; approachProxCount = 0; approachProxSum = 0; prox50Count = 0;
  prox50Sum = 0; prox100Count = 0; prox100Sum = 0; prox150Count = 0; prox150Sum = 0; prox200Count = 0;
  prox200Sum = 0; inside5 = 0; outside12 = 0; approachMissed = 0; shortSided = 0; upDownOpp = 0;
  upDownMade = 0; ud15Opp = 0; ud15Made = 0; ud25Opp = 0; ud25Made = 0; ud35Opp = 0; ud35Made = 0;
  sandSaveOpp = 0; sandSaveMade = 0; scrambleOpp = 0; scrambleMade = 0; sandShotHoles = 0; puttHoles = 0;
  puttSum = 0; girPuttHoles = 0; girPuttSum = 0; onePutts = 0; threePutts = 0; twoPutts = 0; putts4 = 0;
  missed4 = 0; putts12 = 0; missed12 = 0; putts25 = 0; missed25 = 0; puttsLong = 0; missedLong = 0;
  madeFeetSum = 0; puttFeetSum = 0; girFirstPuttCount = 0; girFirstPuttSum = 0; scrFirstPuttCount = 0;
  scrFirstPuttSum = 0; sgHoles = 0; sgOtt = 0; sgApp = 0; sgArg = 0; sgPutt = 0; sgTotal = 0;
  shotHoles = 0; shotPuttHoles = 0; penaltyHoles = 0;
}

export function createTotals(): StatTotals {
  return new StatTotals();
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
    // Score-only holes (no shots, issue 20) give no opportunity to stats that need shots: such a stat
    // is no-data over score-only rounds (spec 3 §4), never 0. Strokes gained exist exactly when shots do.
    if (h.sgTotal !== null) {
      t.shotHoles++;
      if (h.puttCount !== null) t.shotPuttHoles++;
    }
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
  } else if (h.par === 5) {
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
  if (h.penaltyStrokes !== null) {
    t.penaltyHoles++;
    t.penaltyStrokes += h.penaltyStrokes;
  }
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
    } else if (h.par === 5) {
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
  // Feet only from holes whose putt lengths were recorded (shot-tracked); a score-only hole adds none.
  if (h.puttFeetTotal !== null) {
    t.madeFeetSum += h.madePuttFeet ?? 0;
    t.puttFeetSum += h.puttFeetTotal;
  }
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
