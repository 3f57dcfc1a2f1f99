import { emit } from '@nirvana/shared/bus';
import { listenForOpenRequests, onOpenRequest, resetOpenRequests, takeOpenRequest, takePreset } from './open-request';

const preset = { hotel: 'nirvana-cosmopolitan', checkin: '2027-06-06', checkout: '2027-06-13', adults: 2 };

afterEach(() => {
  resetOpenRequests();
  delete (window as unknown as { __nirvanaBus?: unknown }).__nirvanaBus;
});

describe('open requests', () => {
  it('keeps the preset a campaign button sends until a search part takes it, once', () => {
    const stop = listenForOpenRequests();
    const heard = jest.fn();
    onOpenRequest(heard);
    emit('nirvana:search-open', { source: 'landing', preset });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(takeOpenRequest()).toBe(true);
    expect(takePreset()).toEqual(preset);
    expect(takePreset()).toBeNull();
    // A plain reservation button carries none: the search keeps what the visitor chose.
    emit('nirvana:search-open', { source: 'navbar' });
    expect(takeOpenRequest()).toBe(true);
    expect(takePreset()).toBeNull();
    stop();
  });

  it('takes a request with its preset sent before the search loaded', () => {
    emit('nirvana:search-open', { source: 'landing', preset });
    const stop = listenForOpenRequests();
    expect(takeOpenRequest()).toBe(true);
    expect(takePreset()).toEqual(preset);
    stop();
  });
});
