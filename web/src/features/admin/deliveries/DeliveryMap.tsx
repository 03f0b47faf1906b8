// A small map of a delivery's address (its own chunk: Leaflet and its CSS load only with a map).
// A circle marker, so no marker images are needed.
import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_URL } from '../../../shared/config';

export default function DeliveryMap({ lat, lng }: { lat: number; lng: number }) {
  return (
    <MapContainer className="admin-map" center={[lat, lng]} zoom={15} scrollWheelZoom={false} dragging={false}>
      <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} />
      <CircleMarker center={[lat, lng]} radius={10} />
    </MapContainer>
  );
}
