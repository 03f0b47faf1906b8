// The Leaflet map of the address form (its own chunk: Leaflet and its CSS load only with a map).
// Dragging the map carries the marker to the centre; dragging the marker, or nudging it with the
// arrow keys, moves it too. Either way the parent hears the new point through onMove.
import 'leaflet/dist/leaflet.css';
import './LocationMap.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import L, { type LeafletKeyboardEvent, type Map as LeafletMap } from 'leaflet';
import { MapContainer, Marker, Polygon, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_URL, MAP_ZOOM } from '../../../shared/config';
import type { Rings } from './geo';
import type { LatLng } from './types';
import { t } from './texts';

// Vite renames Leaflet's images, so the default icon's guessed paths would 404.
const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

const SERVICE_AREA_STYLE = { color: 'red', weight: 2, fillOpacity: 0.08 } as const;
/** How far one arrow key press moves the focused marker, in screen pixels. */
export const MARKER_KEY_STEP_PX = 20;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

export interface LocationMapProps {
  point: LatLng;
  polygons: readonly Rings[];
  /** The user moved the location (map drag, marker drag or keyboard). */
  onMove: (point: LatLng) => void;
}

const toPoint = (latLng: L.LatLng): LatLng => [latLng.lat, latLng.lng];
const samePoint = (a: LatLng, b: LatLng) => Math.abs(a[0] - b[0]) < 1e-9 && Math.abs(a[1] - b[1]) < 1e-9;

export default function LocationMap({ point, polygons, onMove }: LocationMapProps) {
  return (
    <MapContainer className="address-map" center={point} zoom={MAP_ZOOM} keyboard scrollWheelZoom={false}>
      <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} />
      {polygons.map((rings, i) => (
        <Polygon key={i} positions={rings} pathOptions={SERVICE_AREA_STYLE} interactive={false} />
      ))}
      <MovableMarker point={point} onMove={onMove} />
    </MapContainer>
  );
}

function MovableMarker({ point, onMove }: { point: LatLng; onMove: (point: LatLng) => void }) {
  const map = useMap();
  const [position, setPosition] = useState<LatLng>(point);
  const reported = useRef<LatLng>(point);
  const userPanning = useRef(false);

  const report = useCallback(
    (next: LatLng) => {
      reported.current = next;
      setPosition(next);
      onMove(next);
    },
    [onMove],
  );

  // A point that did not come from this map (search, GPS, another address): show it centred.
  useEffect(() => {
    if (samePoint(point, reported.current)) return;
    reported.current = point;
    userPanning.current = false;
    setPosition(point);
    map.setView(point, map.getZoom(), { animate: false });
  }, [map, point]);

  useMapContainer(map);

  useMapEvents({
    dragstart: () => {
      userPanning.current = true;
    },
    keydown: (e: LeafletKeyboardEvent) => {
      // The map's own arrow-key panning counts as dragging the map.
      if (e.originalEvent.key in ARROWS) userPanning.current = true;
    },
    move: () => {
      if (userPanning.current) setPosition(toPoint(map.getCenter()));
    },
    moveend: () => {
      if (!userPanning.current) return;
      userPanning.current = false;
      report(toPoint(map.getCenter()));
    },
  });

  const handlers = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      dragend: (e) => report(toPoint((e.target as L.Marker).getLatLng())),
      keydown: (e) => {
        const step = ARROWS[(e as LeafletKeyboardEvent).originalEvent.key];
        if (!step) return;
        // Stop here: the map would otherwise take the key as its own panning.
        L.DomEvent.stop((e as LeafletKeyboardEvent).originalEvent);
        const marker = e.target as L.Marker;
        const at = map.latLngToContainerPoint(marker.getLatLng());
        const next = map.containerPointToLatLng([
          at.x + step[0] * MARKER_KEY_STEP_PX,
          at.y + step[1] * MARKER_KEY_STEP_PX,
        ]);
        report(toPoint(next));
      },
    }),
    [map, report],
  );

  return (
    <Marker
      position={position}
      icon={markerIcon}
      draggable
      keyboard
      autoPan
      title={t('accounts.address.yourLocation')}
      alt={t('accounts.address.markerAlt')}
      eventHandlers={handlers}
    />
  );
}

/**
 * Names the map for screen readers, and re-measures it on resize: Leaflet measures its box once,
 * and antd modals open with an animation.
 */
function useMapContainer(map: LeafletMap) {
  useEffect(() => {
    const box = map.getContainer();
    box.setAttribute('aria-label', t('accounts.address.mapLabel'));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(box);
    return () => observer.disconnect();
  }, [map]);
}
