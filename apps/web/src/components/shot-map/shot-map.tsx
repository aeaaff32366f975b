import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { CourseMap, MapRound } from '@linksight/api-contract';
import type { GeoJSONSource, MapLayerMouseEvent, Marker } from 'maplibre-gl';
import { EMPTY, MAP_BACKGROUND } from './map-style';
import { shotBounds, type ZoomMode } from './hole-camera';
import { viewCamera } from './map-camera';
import { ALL_ROUNDS, roundsButtonLabel, shownRoundIds, type RoundsPick } from './rounds-pick';
import { RoundsPickerDialog } from './rounds-picker-dialog';
import { NoTrackedShots } from './no-tracked-shots';
import {
  focusedHole,
  hasTrackedShots,
  proximityCircles,
  sameHoleEntries,
  shotFeatures,
  stepHole,
  type HoleFocus,
} from './shot-map-data';
import { declutterMarkers, holeOverlays, YARDAGE_OFFSET_PX } from './shot-map-markers';
import { ShotMapPreview } from './shot-map-preview';
import { ShotMapToolbar } from './shot-map-toolbar';
import { useAfterPaint } from '../../lib/use-after-paint';
import { useMaplibreMap } from './use-maplibre-map';

export type ShotMapProps = {
  rounds: readonly MapRound[];
  courses: readonly CourseMap[];
  focus: HoleFocus | null;
  onFocusChange: (focus: HoleFocus) => void;
  satelliteTileUrl?: string | null;
  /** Map height; spec 3 §2: 400 px. */
  height?: number | string;
  /** The rounds are still loading: the map shows a progress indicator. */
  isLoading?: boolean;
  /**
   * When MapLibre starts: `on-use` (a page's map) when a mouse comes over the map, it is tapped or clicked,
   * or something in it is focused, the hole being drawn meanwhile (shot-map-preview.tsx); `at-once` where
   * the player opened the map on purpose (the view-shots dialog).
   */
  startMap?: 'on-use' | 'at-once';
  /**
   * Whether the chosen rounds have shots at all, given when `rounds` is only part of them (a stat filter
   * can leave none); by default whether `rounds` have. Without shots a note stands in for the map.
   */
  hasShots?: boolean;
};

const FREE_SHOT_MAX_ZOOM = 20;

/**
 * The shot map, or for rounds without shots (imported from a CSV of scores) a note instead: no empty map,
 * and the map library is not loaded. While the rounds load the map's frame stays.
 */
export function ShotMap({ hasShots, ...props }: ShotMapProps) {
  if (!props.isLoading && !(hasShots ?? hasTrackedShots(props.rounds))) return <NoTrackedShots />;
  return <TrackedShotMap {...props} />;
}

/**
 * The shot map (spec 3 §2, §4): course vector layers and an optional satellite raster; the focused hole
 * with the shots of every picked round that played it (the focused round numbered, putts yellow and
 * dashed), proximity circles, optional yardages, Hole View / Green View / free zoom, Previous/Next
 * wrapping round the round, and the rounds picker.
 */
function TrackedShotMap({
  rounds,
  courses,
  focus,
  onFocusChange,
  satelliteTileUrl = null,
  height = 400,
  isLoading = false,
  startMap = 'on-use',
}: Omit<ShotMapProps, 'hasShots'>) {
  const current = focusedHole(rounds, focus);
  const roundId = current?.round.golfRoundId ?? null;
  const roundHoleNumber = current?.hole.roundHoleNumber ?? null;
  const [mode, setMode] = useState<ZoomMode>('hole');
  const [pick, setPick] = useState<RoundsPick>(ALL_ROUNDS);
  const [showYards, setShowYards] = useState(false);
  const [clickedShot, setClickedShot] = useState<number | null>(null);
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  // issue 23: the library (~300 KB compressed, then seconds of WebGL start-up on a phone's main thread) is
  // fetched once the shots are in and on screen, and on a page only once the player reaches for the map.
  const isDataPainted = useAfterPaint(!isLoading);
  const [isWanted, setIsWanted] = useState(startMap === 'at-once');
  const want = () => setIsWanted(true);
  // A shot marker clicked on the drawing: the map zooms on it once it is ready.
  const pendingShot = useRef<number | null>(null);
  // The drawing's marker that had keyboard focus: the map's own marker of that name takes it over.
  const focusedMarker = useRef<string | null>(null);
  const { containerRef, handle, status, camera } = useMaplibreMap(
    satelliteTileUrl,
    () => setMode('free'),
    isDataPainted && isWanted,
  );
  const markersRef = useRef<Marker[]>([]);

  // The memo keys on the focused round and hole so every render does not re-draw the map.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const entries = useMemo(() => sameHoleEntries(rounds, current), [rounds, roundId, roundHoleNumber]);
  const drawn = useMemo(() => {
    const ids = shownRoundIds(
      pick,
      entries.map((e) => e.round.golfRoundId),
      roundId,
    );
    return entries.filter((e) => ids.includes(e.round.golfRoundId));
  }, [entries, pick, roundId]);
  const course = courses.find((c) => c.golfCourseId === current?.round.golfCourseId);

  // spec 3 §4: navigating rounds or holes resets free (and green) to the hole view.
  const [seenFocus, setSeenFocus] = useState(`${roundId}:${roundHoleNumber}`);
  if (seenFocus !== `${roundId}:${roundHoleNumber}`) {
    setSeenFocus(`${roundId}:${roundHoleNumber}`);
    setMode('hole');
    setClickedShot(null);
  }

  const latest = useRef({ rounds, onFocusChange, current });
  useEffect(() => {
    latest.current = { rounds, onFocusChange, current };
  });

  // Layer clicks: another round's shot focuses that round's hole; a focused shot zooms free on it.
  useEffect(() => {
    if (handle === null) return;
    const { map } = handle;
    const onOther = (e: MapLayerMouseEvent) => {
      const p = e.features?.[0]?.properties as { roundId: number; roundHoleNumber: number } | undefined;
      if (p) latest.current.onFocusChange({ roundId: p.roundId, roundHoleNumber: p.roundHoleNumber });
    };
    const onShot = (e: MapLayerMouseEvent) => {
      const n = (e.features?.[0]?.properties as { shotNumber?: number } | undefined)?.shotNumber;
      if (n !== undefined) zoomOnShot(n);
    };
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const unpointer = () => (map.getCanvas().style.cursor = '');
    type LayerEvent = 'click' | 'mouseenter' | 'mouseleave';
    const bindings: [LayerEvent, string, (e: MapLayerMouseEvent) => void][] = [
      ['click', 'shots-other-start', onOther],
      ['click', 'shots-other', onOther],
      ['click', 'shots-full', onShot],
      ['click', 'shots-putt', onShot],
      ...['shots-other-start', 'shots-other', 'shots-full', 'shots-putt'].flatMap(
        (layer): [LayerEvent, string, () => void][] => [
          ['mouseenter', layer, pointer],
          ['mouseleave', layer, unpointer],
        ],
      ),
    ];
    for (const [event, layer, listener] of bindings) map.on(event, layer, listener);
    return () => {
      for (const [event, layer, listener] of bindings) map.off(event, layer, listener);
    };
    // zoomOnShot reads the latest hole through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle]);

  function zoomOnShot(shotNumber: number) {
    const shot = latest.current.current?.hole.shots.find((s) => s.shotNumber === shotNumber);
    if (!handle || !shot) return;
    setClickedShot(shotNumber);
    setMode('free');
    handle.map.fitBounds(shotBounds(shot), {
      padding: 80,
      maxZoom: FREE_SHOT_MAX_ZOOM,
      bearing: handle.map.getBearing(),
      duration: 300,
    });
  }

  // Sources and markers follow the drawn holes.
  const hole = current?.hole ?? null;
  useEffect(() => {
    if (handle === null) return;
    const { map, lib } = handle;
    const source = (id: string) => map.getSource(id) as GeoJSONSource | undefined;
    source('course')?.setData((course?.layers ?? EMPTY) as never);
    source('shots')?.setData(shotFeatures(drawn, roundId) as never);
    source('proximity')?.setData((hole ? proximityCircles(hole, clickedShot) : EMPTY) as never);
    for (const m of markersRef.current) m.remove();
    const overlays = hole ? holeOverlays(hole, showYards, zoomOnShot) : { markers: [], yardages: [] };
    const shots = overlays.markers.map((o) =>
      new lib.Marker({ element: o.element }).setLngLat(o.position).addTo(map),
    );
    // Shot markers that overlap at this zoom: only the one drawn on top is a target (WCAG 2.5.8).
    const declutter = () =>
      declutterMarkers(
        shots.map((m) => m.getElement()),
        shots.map((m) => map.project(m.getLngLat())),
      );
    declutter();
    map.on('moveend', declutter);
    const yardages = overlays.yardages.map((o) =>
      new lib.Marker({ element: o.element, anchor: 'left', offset: [YARDAGE_OFFSET_PX, 0] })
        .setLngLat(o.position)
        .addTo(map),
    );
    const markers = [...shots, ...yardages];
    markersRef.current = markers;
    const label = focusedMarker.current;
    focusedMarker.current = null;
    if (label !== null && (document.activeElement === null || document.activeElement === document.body))
      markers
        .find((m) => m.getElement().getAttribute('aria-label') === label)
        ?.getElement()
        .focus();
    return () => {
      map.off('moveend', declutter);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle, course, drawn, roundId, hole, clickedShot, showYards]);

  // The camera follows the zoom mode: Hole View turns tee-to-pin upwards, Green View centres the pin.
  useEffect(() => {
    if (handle === null || hole === null || mode === 'free') return;
    const box = handle.map.getContainer();
    const target = viewCamera(
      hole,
      drawn.map((e) => e.hole),
      mode,
      { width: box.clientWidth, height: box.clientHeight },
    );
    if (target) handle.map.jumpTo(target);
  }, [handle, hole, drawn, mode]);

  // After the camera above has taken the hole: the zoom on a marker clicked before the map was ready.
  useEffect(() => {
    const shotNumber = pendingShot.current;
    if (handle === null || shotNumber === null) return;
    pendingShot.current = null;
    zoomOnShot(shotNumber);
    // zoomOnShot reads the latest hole through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle]);

  const step = (direction: 1 | -1) => {
    if (focus !== null) onFocusChange(stepHole(rounds, focus, direction));
  };

  return (
    <Box>
      <ShotMapToolbar
        current={current}
        isLoading={isLoading}
        mode={mode}
        showYards={showYards}
        roundsLabel={roundsButtonLabel(pick, drawn.length)}
        onStep={step}
        onMode={(m) => {
          setMode(m);
          setClickedShot(null);
        }}
        onShowYards={setShowYards}
        onRounds={() => setIsPickerOpen(true)}
      />
      <Box
        // A mouse or pen over the map, a tap or click on it, or focus in it. Not a touch that starts a
        // scroll of the page: the map's start would stall the phone during the scroll.
        onPointerEnter={(e) => {
          if (e.pointerType !== 'touch') want();
        }}
        onClick={want}
        onFocus={(e) => {
          if (e.target instanceof HTMLButtonElement && e.target.closest('[data-testid="shot-map-preview"]'))
            focusedMarker.current = e.target.getAttribute('aria-label');
          want();
        }}
        sx={{ position: 'relative', height, borderRadius: 1, overflow: 'hidden', bgcolor: MAP_BACKGROUND }}
      >
        <Box
          ref={containerRef}
          data-testid="shot-map"
          data-status={isWanted ? status : 'preview'}
          data-round={roundId ?? undefined}
          data-hole={current?.hole.courseHoleNumber}
          data-zoom-mode={mode}
          data-zoom={camera?.zoom}
          data-bearing={camera?.bearing}
          data-shown-rounds={drawn.length}
          role="region"
          aria-label="Shot map"
          // maplibre's own stylesheet makes the container position: relative, so size it, don't inset it.
          sx={{ width: '100%', height: '100%' }}
        />
        {status !== 'ready' && status !== 'error' && hole !== null && (
          <ShotMapPreview
            course={course}
            hole={hole}
            drawn={drawn}
            focusedRoundId={roundId}
            mode={mode}
            showYards={showYards}
            onShot={(shotNumber) => {
              pendingShot.current = shotNumber;
              setIsWanted(true);
            }}
            onOtherRound={onFocusChange}
          />
        )}
        {((isWanted && status === 'loading') || isLoading) && status !== 'error' && (
          <CircularProgress
            aria-label={isLoading ? 'Loading the shots' : 'Loading the map'}
            sx={{ position: 'absolute', zIndex: 2, top: '50%', left: '50%', mt: -2.5, ml: -2.5 }}
          />
        )}
        {status === 'error' && (
          <Alert severity="error" sx={{ position: 'absolute', inset: 16, height: 'fit-content' }}>
            The map could not be shown in this browser.
          </Alert>
        )}
      </Box>
      <RoundsPickerDialog
        open={isPickerOpen}
        entries={entries}
        pick={pick}
        focusedRoundId={roundId}
        onPick={setPick}
        onClose={() => setIsPickerOpen(false)}
      />
    </Box>
  );
}
