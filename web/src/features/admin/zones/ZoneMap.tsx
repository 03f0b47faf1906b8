// The service area's map (its own chunk: Leaflet, the Geoman drawing plugin and their CSS load only with
// the zones page's map). Every zone shows as an outline, published solid and drafts dashed; the zone being
// edited shows its corners as Geoman handles to drag, and 'Draw on the map' starts a new outline by
// clicking its corners. Any change reaches the page through onChange as [lat, lng] points, the same the
// text field holds; the page validates and saves them.
import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import '@geoman-io/leaflet-geoman-free';
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { MapContainer, Polygon, TileLayer, useMap } from 'react-leaflet';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_URL } from '../../../shared/config';
import { openRing, type LatLng } from './zonePoints';
import { t } from './texts';

export interface MapZone {
  id: string;
  title: string;
  published: boolean;
  outline: LatLng[];
}

export interface ZoneMapProps {
  center: LatLng;
  /** The other zones, shown and not editable. */
  zones: readonly MapZone[];
  /** The outline being edited ([] when there is none yet). */
  editing: LatLng[];
  /** Bumped to start drawing a new outline. */
  drawRequest: number;
  onChange: (points: LatLng[]) => void;
}

const PUBLISHED = { color: '#1d6b3a', weight: 2, fillOpacity: 0.08 } as const;
const DRAFT = { color: '#5f6368', weight: 2, dashArray: '6 6', fillOpacity: 0.03 } as const;
const EDITING = { color: '#b3261e', weight: 3, fillOpacity: 0.12 } as const;

export default function ZoneMap({ center, zones, editing, drawRequest, onChange }: ZoneMapProps) {
  return (
    <MapContainer className="admin-zone-map" center={center} zoom={13} keyboard scrollWheelZoom={false}>
      <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} />
      {zones.map((zone) => (
        <Polygon
          key={zone.id}
          positions={zone.outline}
          pathOptions={zone.published ? PUBLISHED : DRAFT}
          interactive={false}
        />
      ))}
      <EditableOutline points={editing} drawRequest={drawRequest} onChange={onChange} />
    </MapContainer>
  );
}

const pointsOf = (layer: L.Polygon): LatLng[] => {
  const rings = layer.getLatLngs() as L.LatLng[][];
  return openRing((rings[0] ?? []).map((p) => [p.lat, p.lng] as LatLng));
};

/**
 * Geoman's corner handles are Leaflet markers (role button) without a name: each gets one, so a screen reader
 * says what they are (moving them is for a mouse or a finger; the points text is the keyboard's way).
 */
function nameHandles(map: L.Map) {
  const container = map.getContainer();
  container.querySelectorAll('.marker-icon:not(.marker-icon-middle)').forEach((el, i) => {
    el.setAttribute('aria-label', t('admin.zones.corner', { n: i + 1 }));
  });
  container.querySelectorAll('.marker-icon-middle').forEach((el) => {
    el.setAttribute('aria-label', t('admin.zones.addCorner'));
  });
}

const samePoints = (a: readonly LatLng[], b: readonly LatLng[]) =>
  a.length === b.length &&
  a.every((p, i) => {
    const q = b[i];
    return !!q && Math.abs(p[0] - q[0]) < 1e-9 && Math.abs(p[1] - q[1]) < 1e-9;
  });

/** The edited outline as a Geoman-editable layer, redrawn when the points change from outside the map. */
function EditableOutline({
  points,
  drawRequest,
  onChange,
}: {
  points: LatLng[];
  drawRequest: number;
  onChange: (points: LatLng[]) => void;
}) {
  const map = useMap();
  const layer = useRef<L.Polygon | null>(null);
  const reported = useRef<LatLng[]>([]);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (layer.current && samePoints(points, reported.current)) return;
    layer.current?.remove();
    layer.current = null;
    reported.current = points;
    if (points.length < 3) return;
    const outline = L.polygon(points, EDITING).addTo(map);
    outline.pm.enable({ allowSelfIntersection: false, snappable: false });
    const report = () => {
      const next = pointsOf(outline);
      reported.current = next;
      nameHandles(map);
      changed.current(next);
    };
    outline.on('pm:edit', report);
    outline.on('pm:vertexadded pm:vertexremoved', () => nameHandles(map));
    nameHandles(map);
    layer.current = outline;
    if (!map.getBounds().contains(outline.getBounds())) map.fitBounds(outline.getBounds(), { padding: [20, 20] });
  }, [map, points]);

  useEffect(
    () => () => {
      layer.current?.remove();
    },
    [],
  );

  useEffect(() => {
    if (drawRequest === 0) return;
    const created = (e: { layer: L.Layer }) => {
      const drawn = e.layer as L.Polygon;
      const next = pointsOf(drawn);
      drawn.remove();
      changed.current(next);
    };
    map.on('pm:create', created);
    map.pm.enableDraw('Polygon', { allowSelfIntersection: false, snappable: false });
    return () => {
      map.off('pm:create', created);
      map.pm.disableDraw();
    };
  }, [map, drawRequest]);

  return null;
}
