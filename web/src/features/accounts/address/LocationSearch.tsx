// 'Search Your Location': place search through the `locations` query, debounced 800 ms.
import { useEffect, useRef, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { useLazyQuery } from '@apollo/client/react';
import { SearchOutlined } from '@ant-design/icons';
import { LocationSearchDocument, type LocationSearchQuery } from './address.generated';
import { LOCATION_SEARCH_DEBOUNCE_MS } from '../../../shared/config';
import { useToast } from '../../../shared/ui/toast';
import { serverMessage } from '../../../shared/graphql/requestOutcome';
import type { LatLng } from './types';
import { t } from './texts';

type Place = NonNullable<NonNullable<LocationSearchQuery['locations']>[number]>;

export function LocationSearch({ onPick }: { onPick: (point: LatLng, title: string) => void }) {
  const toast = useToast();
  const [search] = useLazyQuery(LocationSearchDocument, { fetchPolicy: 'network-only' });
  const [text, setText] = useState('');
  const [places, setPlaces] = useState<Place[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = async (keywords: string, ticket: number) => {
    let failure: string | null = null;
    let found: Place[] = [];
    try {
      const { data, error } = await search({ variables: { filter: JSON.stringify({ keywords }) } });
      if (error && !data?.locations) failure = serverMessage(error) ?? t('accounts.address.requestError');
      found = (data?.locations ?? []).filter((p): p is Place => Boolean(p?._id && p.coordinates));
    } catch (error) {
      failure = serverMessage(error) ?? t('accounts.address.requestError');
    }
    if (ticket !== latest.current) return; // a newer search is under way
    if (failure) void toast.error(failure);
    setPlaces(found);
  };

  const onSearch = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    const keywords = value.trim();
    const ticket = ++latest.current;
    if (!keywords) {
      setPlaces([]);
      return;
    }
    timer.current = setTimeout(() => void run(keywords, ticket), LOCATION_SEARCH_DEBOUNCE_MS);
  };

  const onSelect = (id: string) => {
    const place = places.find((p) => p._id === id);
    const lat = place?.coordinates?.lat;
    const lng = place?.coordinates?.lng;
    if (!place || typeof lat !== 'number' || typeof lng !== 'number') return;
    setText(place.title ?? '');
    onPick([lat, lng], place.title ?? '');
  };

  return (
    <AutoComplete
      className="location-search"
      value={text}
      options={places.map((p) => ({ value: p._id as string, label: p.title }))}
      onSearch={onSearch}
      onSelect={onSelect}
      style={{ width: '100%' }}
    >
      <Input
        prefix={<SearchOutlined />}
        placeholder={t('accounts.address.searchLocation')}
        aria-label={t('accounts.address.searchLocation')}
        allowClear
      />
    </AutoComplete>
  );
}
