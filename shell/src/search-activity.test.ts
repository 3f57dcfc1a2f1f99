import { on } from '@nirvana/shared/bus';
import { watchSearchActivity } from './search-activity';

describe('watchSearchActivity', () => {
  it('says active while focus is inside the search slot (moving inside it included), inactive once it leaves', () => {
    document.body.innerHTML = '<div id="slot-search"><input id="a"><button id="b">x</button></div><a id="out" href="#x">out</a>';
    const slot = document.getElementById('slot-search')!;
    const sent: boolean[] = [];
    const stopListening = on('nirvana:search-active', (d) => sent.push(d.active));
    const stop = watchSearchActivity(slot);
    (document.getElementById('a') as HTMLInputElement).focus();
    (document.getElementById('b') as HTMLButtonElement).focus();
    expect(sent).toEqual([true]);
    (document.getElementById('out') as HTMLAnchorElement).focus();
    expect(sent).toEqual([true, false]);
    (document.getElementById('a') as HTMLInputElement).focus();
    (document.getElementById('a') as HTMLInputElement).blur();
    expect(sent).toEqual([true, false, true, false]);
    stop();
    (document.getElementById('a') as HTMLInputElement).focus();
    expect(sent).toEqual([true, false, true, false]);
    stopListening();
  });
});
