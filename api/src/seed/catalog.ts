/** Rooms, events, stories, galleries and outlets of the seed, per language. */
import type { Locale } from '@nirvana/shared/locales';
import type { PHOTO_NAMES, SceneName } from './media-catalog';

type L<T = string> = Record<Locale, T>;

export interface RoomType {
  key: string;
  code: string;
  scene: SceneName;
  sizeM2: number;
  maxOccupancy: number;
  basePrice: number;
  slug: L;
  name: L;
  summary: L;
  /** What the summary leaves out: the room's layout, bathroom and small comforts. */
  details: L;
  bed: L;
  view: L;
  amenities: L<string[]>;
  /**
   * What the room opens onto, as a photograph (its page's first screen) and the words saying so: the
   * photograph shows that view or setting, never the room itself (the room's own picture is `scene`).
   */
  outlook: { scene: (typeof PHOTO_NAMES)[number]; alt: L };
}

const AMENITIES: L<string[]> = {
  tr: ['Klima', 'Minibar', 'Kahve makinesi', 'Yağmur duşu', 'Ücretsiz Wi-Fi', 'Akıllı TV', 'Kasa'],
  en: ['Air conditioning', 'Minibar', 'Coffee machine', 'Rain shower', 'Free Wi-Fi', 'Smart TV', 'Safe'],
  ru: ['Кондиционер', 'Мини-бар', 'Кофемашина', 'Тропический душ', 'Бесплатный Wi-Fi', 'Smart TV', 'Сейф'],
  de: ['Klimaanlage', 'Minibar', 'Kaffeemaschine', 'Regendusche', 'Kostenloses WLAN', 'Smart-TV', 'Safe'],
};
const plus = (extra: L<string[]>): L<string[]> => ({
  tr: [...AMENITIES.tr, ...extra.tr], en: [...AMENITIES.en, ...extra.en], ru: [...AMENITIES.ru, ...extra.ru], de: [...AMENITIES.de, ...extra.de],
});
const GARDEN: L = { tr: 'Bahçe manzarası', en: 'Garden view', ru: 'Вид на сад', de: 'Gartenblick' };
const SEA: L = { tr: 'Deniz manzarası', en: 'Sea view', ru: 'Вид на море', de: 'Meerblick' };
const KING: L = { tr: 'King yatak', en: 'King bed', ru: 'Кровать king-size', de: 'Kingsize-Bett' };

export const ROOM_TYPES: Record<string, RoomType> = {
  standard: {
    key: 'standard', code: 'STANDARD', scene: 'room-standard', sizeM2: 28, maxOccupancy: 3, basePrice: 180,
    slug: { tr: 'standart-oda', en: 'standard-room', ru: 'standartnyy-nomer', de: 'standardzimmer' },
    name: { tr: 'Standart Oda', en: 'Standard Room', ru: 'Стандартный номер', de: 'Standardzimmer' },
    summary: {
      tr: 'Bahçeye bakan balkonu ve sıcak ahşap dokularıyla 28 m² ferah bir oda.',
      en: 'A bright 28 m² room with warm wood finishes and a balcony over the gardens.',
      ru: 'Светлый номер 28 м² с тёплой отделкой из дерева и балконом с видом на сад.',
      de: 'Ein helles 28-m²-Zimmer mit warmen Holztönen und Balkon zum Garten.',
    },
    details: {
      tr: 'Oda, Akdeniz bitkileriyle çevrili bahçeye açılır; banyoda yağmur duşu, yatağın yanında okuma lambaları ve her gün yenilenen minibar bulunur. Ek yatakla üç kişiye kadar konaklanabilir.',
      en: 'The room opens onto gardens of Mediterranean plants; the bathroom has a rain shower, the bed has reading lights on both sides and the minibar is refilled every day. An extra bed sleeps a third guest.',
      ru: 'Номер выходит в сад со средиземноморскими растениями; в ванной тропический душ, у кровати лампы для чтения, мини-бар пополняется ежедневно. Дополнительная кровать позволяет разместить третьего гостя.',
      de: 'Das Zimmer öffnet sich zu Gärten mit mediterranen Pflanzen; im Bad gibt es eine Regendusche, am Bett Leselampen auf beiden Seiten, und die Minibar wird täglich aufgefüllt. Ein Zustellbett bietet Platz für einen dritten Gast.',
    },
    bed: { tr: 'Çift kişilik yatak veya iki tek yatak', en: 'Double or twin beds', ru: 'Двуспальная или две односпальные кровати', de: 'Doppel- oder Einzelbetten' },
    view: GARDEN, amenities: AMENITIES,
    outlook: { scene: 'garden-marigold', alt: {
      tr: 'Standart Oda’nın balkonunun baktığı bahçede bir kadife çiçeği',
      en: 'A marigold in the garden the Standard Room’s balcony looks over',
      ru: 'Бархатец в саду, на который выходит балкон стандартного номера',
      de: 'Eine Studentenblume im Garten, auf den der Balkon des Standardzimmers blickt',
    } },
  },
  twin: {
    key: 'twin', code: 'STANDARD', scene: 'room-twin', sizeM2: 26, maxOccupancy: 2, basePrice: 170,
    slug: { tr: 'twin-oda', en: 'twin-room', ru: 'nomer-tvin', de: 'zweibettzimmer' },
    name: { tr: 'Twin Oda', en: 'Twin Room', ru: 'Номер твин', de: 'Zweibettzimmer' },
    summary: {
      tr: 'Arkadaşlar ve iş seyahatleri için iki ayrı yataklı, çalışma masalı pratik oda.',
      en: 'A practical room with two separate beds and a desk, made for friends and business trips.',
      ru: 'Практичный номер с двумя кроватями и рабочим столом для друзей и деловых поездок.',
      de: 'Ein praktisches Zimmer mit zwei getrennten Betten und Schreibtisch, ideal für Freunde und Geschäftsreisen.',
    },
    details: {
      tr: 'İki yatak arasında bir komodin, pencerenin önünde geniş bir çalışma masası ve hızlı Wi-Fi var; duşakabinli banyo ve kahve makinesi güne rahat bir başlangıç sağlar.',
      en: 'A bedside table stands between the two beds, a wide desk faces the window and the Wi-Fi is fast; a walk-in shower and a coffee machine make for an easy start to the day.',
      ru: 'Между кроватями — прикроватная тумбочка, у окна — широкий письменный стол и быстрый Wi-Fi; душевая кабина и кофемашина помогают легко начать день.',
      de: 'Zwischen den beiden Betten steht ein Nachttisch, am Fenster ein breiter Schreibtisch, und das WLAN ist schnell; eine ebenerdige Dusche und eine Kaffeemaschine erleichtern den Start in den Tag.',
    },
    bed: { tr: 'İki tek yatak', en: 'Two single beds', ru: 'Две односпальные кровати', de: 'Zwei Einzelbetten' },
    view: GARDEN, amenities: plus({ tr: ['Çalışma masası'], en: ['Work desk'], ru: ['Рабочий стол'], de: ['Schreibtisch'] }),
    outlook: { scene: 'leaf-raindrops', alt: {
      tr: 'Twin Oda’nın penceresinin önündeki bahçede yağmur damlalı bir yaprak',
      en: 'Raindrops on a leaf in the garden outside the Twin Room’s window',
      ru: 'Капли дождя на листе в саду под окном номера твин',
      de: 'Regentropfen auf einem Blatt im Garten vor dem Fenster des Zweibettzimmers',
    } },
  },
  deluxe: {
    key: 'deluxe', code: 'DELUXE', scene: 'room-deluxe-sea', sizeM2: 34, maxOccupancy: 3, basePrice: 240,
    slug: { tr: 'deniz-manzarali-deluxe-oda', en: 'deluxe-sea-view-room', ru: 'deluks-s-vidom-na-more', de: 'deluxe-zimmer-meerblick' },
    name: { tr: 'Deniz Manzaralı Deluxe Oda', en: 'Deluxe Sea View Room', ru: 'Делюкс с видом на море', de: 'Deluxe-Zimmer mit Meerblick' },
    summary: {
      tr: 'Geniş balkonundan Akdeniz’in en güzel gün doğumlarını izleyeceğiniz 34 m² oda.',
      en: 'A 34 m² room whose wide balcony looks straight at the Mediterranean sunrise.',
      ru: 'Номер 34 м² с широким балконом, откуда видно восход над Средиземным морем.',
      de: 'Ein 34-m²-Zimmer, dessen breiter Balkon direkt auf den Sonnenaufgang über dem Mittelmeer blickt.',
    },
    details: {
      tr: 'Balkonda iki şezlong ve küçük bir masa sizi bekler; içeride king yatak, oturma köşesi ve bornozlu, terlikli ferah bir banyo bulunur. Denize yalnızca birkaç dakikalık yürüyüş mesafesindedir.',
      en: 'Two loungers and a small table wait on the balcony; inside are a king bed, a sitting corner and a roomy bathroom with bathrobes and slippers. The beach is a few minutes’ walk away.',
      ru: 'На балконе — два шезлонга и столик; внутри кровать king-size, уголок для отдыха и просторная ванная с халатами и тапочками. До пляжа несколько минут пешком.',
      de: 'Auf dem Balkon warten zwei Liegen und ein kleiner Tisch; drinnen gibt es ein Kingsize-Bett, eine Sitzecke und ein geräumiges Bad mit Bademänteln und Hausschuhen. Zum Strand sind es nur wenige Gehminuten.',
    },
    bed: KING, view: SEA, amenities: plus({ tr: ['Geniş balkon', 'Bornoz ve terlik'], en: ['Large balcony', 'Bathrobe and slippers'], ru: ['Большой балкон', 'Халат и тапочки'], de: ['Großer Balkon', 'Bademantel und Hausschuhe'] }),
    outlook: { scene: 'dune-sea', alt: {
      tr: 'Deniz Manzaralı Deluxe Oda’nın balkonundan görülen, kumul otlarının ardındaki deniz',
      en: 'The sea beyond the dune grass, seen from the balcony of the Deluxe Sea View Room',
      ru: 'Море за травой на дюнах: вид с балкона номера делюкс с видом на море',
      de: 'Das Meer hinter dem Dünengras, vom Balkon des Deluxe-Zimmers mit Meerblick aus gesehen',
    } },
  },
  family: {
    key: 'family', code: 'FAMILY', scene: 'room-family', sizeM2: 45, maxOccupancy: 5, basePrice: 320,
    slug: { tr: 'aile-odasi', en: 'family-room', ru: 'semeynyy-nomer', de: 'familienzimmer' },
    name: { tr: 'Aile Odası', en: 'Family Room', ru: 'Семейный номер', de: 'Familienzimmer' },
    summary: {
      tr: 'Ebeveyn yatak odası ve çocuklar için ayrı bir odadan oluşan, kapılı 45 m² aile odası.',
      en: 'A 45 m² family room with a parents’ bedroom and a separate children’s room behind a door.',
      ru: 'Семейный номер 45 м² со спальней для родителей и отдельной детской комнатой.',
      de: 'Ein 45-m²-Familienzimmer mit Elternschlafzimmer und separatem Kinderzimmer mit Tür.',
    },
    details: {
      tr: 'Çocuk odasında iki tek yatak, oyuncak sepeti ve karartma perdeleri var; ebeveynler ara kapıyı kapatıp kendi odalarında dinlenebilir. Bebek karyolası ve mama sandalyesi talep üzerine hazırlanır.',
      en: 'The children’s room has two single beds, a toy basket and blackout curtains, and parents can close the door between the rooms to rest. A baby cot and a high chair are ready on request.',
      ru: 'В детской — две односпальные кровати, корзина с игрушками и плотные шторы; родители могут закрыть дверь и отдохнуть в своей спальне. Детская кроватка и стульчик для кормления — по запросу.',
      de: 'Im Kinderzimmer stehen zwei Einzelbetten, ein Spielzeugkorb und Verdunkelungsvorhänge; die Eltern schließen die Tür dazwischen und ruhen sich in ihrem Zimmer aus. Babybett und Hochstuhl gibt es auf Anfrage.',
    },
    bed: { tr: 'Çift kişilik yatak ve iki tek yatak', en: 'Double bed and two single beds', ru: 'Двуспальная и две односпальные кровати', de: 'Doppelbett und zwei Einzelbetten' },
    view: GARDEN, amenities: plus({ tr: ['Çocuk odası', 'Bebek karyolası (talep üzerine)'], en: ['Children’s room', 'Baby cot on request'], ru: ['Детская комната', 'Детская кроватка по запросу'], de: ['Kinderzimmer', 'Babybett auf Anfrage'] }),
    outlook: { scene: 'meadow-ladybird', alt: {
      tr: 'Aile Odası’nın açıldığı bahçede unutmabeniler arasında bir uğur böceği',
      en: 'A ladybird among the forget-me-nots in the garden the Family Room opens onto',
      ru: 'Божья коровка среди незабудок в саду, куда выходит семейный номер',
      de: 'Ein Marienkäfer zwischen Vergissmeinnicht im Garten vor dem Familienzimmer',
    } },
  },
  duplex: {
    key: 'duplex', code: 'FAMILY', scene: 'room-duplex', sizeM2: 60, maxOccupancy: 6, basePrice: 390,
    slug: { tr: 'dubleks-aile-odasi', en: 'duplex-family-room', ru: 'semeynyy-dupleks', de: 'familien-maisonette' },
    name: { tr: 'Dubleks Aile Odası', en: 'Duplex Family Room', ru: 'Семейный дуплекс', de: 'Familien-Maisonette' },
    summary: {
      tr: 'İki katlı, iki banyolu 60 m² dubleks: alt katta oturma alanı, üst katta iki yatak odası.',
      en: 'A 60 m² two-storey duplex with two bathrooms: a living area downstairs, two bedrooms upstairs.',
      ru: 'Двухуровневый дуплекс 60 м² с двумя ванными: гостиная внизу, две спальни наверху.',
      de: 'Eine 60-m²-Maisonette mit zwei Bädern: Wohnbereich unten, zwei Schlafzimmer oben.',
    },
    details: {
      tr: 'Alt kattaki oturma alanında kanepe ve yemek masası, üst katta her biri kendi banyosuna sahip iki yatak odası bulunur. Büyük aileler ya da iki çift birlikte rahatça kalabilir.',
      en: 'The living area downstairs has a sofa and a dining table; upstairs, each of the two bedrooms has its own bathroom. Large families or two couples travelling together have room to spare.',
      ru: 'Внизу — гостиная с диваном и обеденным столом, наверху — две спальни, у каждой своя ванная. Здесь просторно большой семье или двум парам.',
      de: 'Im Wohnbereich unten stehen ein Sofa und ein Esstisch, oben hat jedes der beiden Schlafzimmer ein eigenes Bad. Große Familien oder zwei befreundete Paare haben reichlich Platz.',
    },
    bed: { tr: 'İki çift kişilik yatak', en: 'Two double beds', ru: 'Две двуспальные кровати', de: 'Zwei Doppelbetten' },
    view: GARDEN, amenities: plus({ tr: ['İki banyo', 'Oturma alanı'], en: ['Two bathrooms', 'Living area'], ru: ['Две ванные', 'Гостиная'], de: ['Zwei Bäder', 'Wohnbereich'] }),
    outlook: { scene: 'yellow-flower', alt: {
      tr: 'Dubleks Aile Odası’nın önündeki bahçede sarı bir çiçek',
      en: 'A yellow flower in the garden in front of the Duplex Family Room',
      ru: 'Жёлтый цветок в саду перед семейным дуплексом',
      de: 'Eine gelbe Blume im Garten vor der Familien-Maisonette',
    } },
  },
  'junior-suite': {
    key: 'junior-suite', code: 'SUITE', scene: 'room-junior-suite', sizeM2: 52, maxOccupancy: 3, basePrice: 410,
    slug: { tr: 'junior-suit', en: 'junior-suite', ru: 'dzhunior-syut', de: 'juniorsuite' },
    name: { tr: 'Junior Suit', en: 'Junior Suite', ru: 'Джуниор-сюит', de: 'Juniorsuite' },
    summary: {
      tr: 'Oturma köşesi, küvetli banyosu ve deniz manzaralı terasıyla 52 m² junior suit.',
      en: 'A 52 m² junior suite with a lounge corner, a bathroom with a tub and a sea-view terrace.',
      ru: 'Джуниор-сюит 52 м² с зоной отдыха, ванной и террасой с видом на море.',
      de: 'Eine 52-m²-Juniorsuite mit Sitzecke, Bad mit Wanne und Terrasse mit Meerblick.',
    },
    details: {
      tr: 'Yatak alanı ile oturma köşesi sürgülü bir bölmeyle ayrılır; küvetli banyoda L’Occitane banyo ürünleri, terasta iki kişilik bir kahvaltı masası vardır.',
      en: 'A sliding partition separates the sleeping area from the lounge corner; the bathroom with its tub has L’Occitane toiletries, and the terrace has a breakfast table for two.',
      ru: 'Раздвижная перегородка отделяет спальную зону от гостиной; в ванной с ванной — косметика L’Occitane, на террасе — столик для завтрака на двоих.',
      de: 'Eine Schiebewand trennt den Schlafbereich von der Sitzecke; im Bad mit Wanne stehen Pflegeprodukte von L’Occitane, und auf der Terrasse gibt es einen Frühstückstisch für zwei.',
    },
    bed: KING, view: SEA, amenities: plus({ tr: ['Küvet', 'Teras', 'Nespresso makinesi'], en: ['Bathtub', 'Terrace', 'Nespresso machine'], ru: ['Ванна', 'Терраса', 'Кофемашина Nespresso'], de: ['Badewanne', 'Terrasse', 'Nespresso-Maschine'] }),
    outlook: { scene: 'blue-hour', alt: {
      tr: 'Junior Suit’in terasından mavi saatte sisli, durgun deniz',
      en: 'Mist over the still sea at the blue hour, seen from the Junior Suite’s terrace',
      ru: 'Туман над тихим морем в синий час: вид с террасы джуниор-сюита',
      de: 'Nebel über dem stillen Meer zur blauen Stunde, von der Terrasse der Juniorsuite aus gesehen',
    } },
  },
  'king-suite': {
    key: 'king-suite', code: 'SUITE', scene: 'room-king-suite', sizeM2: 85, maxOccupancy: 4, basePrice: 640,
    slug: { tr: 'king-suit', en: 'king-suite', ru: 'korolevskiy-lyuks', de: 'king-suite-mit-terrasse' },
    name: { tr: 'King Suit', en: 'King Suite', ru: 'Королевский люкс', de: 'King-Suite mit Terrasse' },
    summary: {
      tr: 'Ayrı salonu, jakuzili terası ve butler hizmetiyle otelin en ayrıcalıklı 85 m² süiti.',
      en: 'The hotel’s most exclusive 85 m² suite, with a separate living room, a terrace jacuzzi and butler service.',
      ru: 'Самый эксклюзивный люкс отеля 85 м²: отдельная гостиная, джакузи на террасе и услуги батлера.',
      de: 'Die exklusivste Suite des Hotels mit 85 m², separatem Wohnzimmer, Whirlpool auf der Terrasse und Butlerservice.',
    },
    details: {
      tr: 'Salonda sekiz kişilik yemek masası ve bar bulunur; yatak odası giyinme odasına ve çift lavabolu mermer banyoya açılır. Butleriniz masa rezervasyonlarından valizinizin açılmasına kadar her şeyle ilgilenir.',
      en: 'The living room has a dining table for eight and a bar; the bedroom opens onto a dressing room and a marble bathroom with twin basins. Your butler sees to everything, from table bookings to unpacking.',
      ru: 'В гостиной — обеденный стол на восемь персон и бар; спальня соединена с гардеробной и мраморной ванной с двумя раковинами. Батлер позаботится обо всём — от бронирования столиков до распаковки чемоданов.',
      de: 'Im Wohnzimmer stehen ein Esstisch für acht und eine Bar; das Schlafzimmer führt in ein Ankleidezimmer und ein Marmorbad mit Doppelwaschbecken. Ihr Butler kümmert sich um alles, von Tischreservierungen bis zum Auspacken.',
    },
    bed: KING, view: SEA, amenities: plus({ tr: ['Terasta jakuzi', 'Butler hizmeti', 'Ayrı salon'], en: ['Terrace jacuzzi', 'Butler service', 'Separate living room'], ru: ['Джакузи на террасе', 'Батлер', 'Отдельная гостиная'], de: ['Whirlpool auf der Terrasse', 'Butlerservice', 'Separates Wohnzimmer'] }),
    outlook: { scene: 'lake-dusk', alt: {
      tr: 'King Suit’in terasından alacakaranlıkta pembe gökyüzünün altındaki deniz',
      en: 'The sea under a rose dusk sky, seen from the King Suite’s terrace',
      ru: 'Море под розовым вечерним небом: вид с террасы королевского люкса',
      de: 'Das Meer unter rosafarbenem Abendhimmel, von der Terrasse der King-Suite aus gesehen',
    } },
  },
  villa: {
    key: 'villa', code: 'VILLA', scene: 'room-villa-pool', sizeM2: 120, maxOccupancy: 6, basePrice: 980,
    slug: { tr: 'ozel-havuzlu-villa', en: 'villa-with-private-pool', ru: 'villa-s-basseynom', de: 'villa-mit-privatpool' },
    name: { tr: 'Özel Havuzlu Villa', en: 'Villa with Private Pool', ru: 'Вилла с частным бассейном', de: 'Villa mit Privatpool' },
    summary: {
      tr: 'Çam ağaçları arasında, ısıtmalı özel havuzu ve bahçesiyle 120 m² iki yatak odalı villa.',
      en: 'A 120 m² two-bedroom villa among the pines, with its own heated pool and garden.',
      ru: 'Вилла 120 м² с двумя спальнями среди сосен, с собственным подогреваемым бассейном и садом.',
      de: 'Eine 120-m²-Villa mit zwei Schlafzimmern zwischen Pinien, mit eigenem beheiztem Pool und Garten.',
    },
    details: {
      tr: 'Villanın iki yatak odası da havuza bakar; mutfak köşesi, açık hava duşu ve gölgeli bir yemek terası vardır. Sabah kahvaltısı istediğiniz saatte villanıza getirilir.',
      en: 'Both bedrooms of the villa look onto the pool; there is a kitchenette, an outdoor shower and a shaded dining terrace. Breakfast is brought to the villa at the hour you choose.',
      ru: 'Обе спальни виллы выходят к бассейну; есть мини-кухня, уличный душ и тенистая терраса для ужинов. Завтрак приносят на виллу в удобное вам время.',
      de: 'Beide Schlafzimmer der Villa blicken auf den Pool; es gibt eine Küchenzeile, eine Außendusche und eine schattige Essterrasse. Das Frühstück wird zur gewünschten Zeit in die Villa gebracht.',
    },
    bed: { tr: 'King yatak ve iki tek yatak', en: 'King bed and two single beds', ru: 'Кровать king-size и две односпальные', de: 'Kingsize-Bett und zwei Einzelbetten' },
    view: { tr: 'Havuz ve orman manzarası', en: 'Pool and forest view', ru: 'Вид на бассейн и лес', de: 'Pool- und Waldblick' },
    amenities: plus({ tr: ['Isıtmalı özel havuz', 'Özel bahçe', 'Butler hizmeti'], en: ['Heated private pool', 'Private garden', 'Butler service'], ru: ['Подогреваемый бассейн', 'Частный сад', 'Батлер'], de: ['Beheizter Privatpool', 'Privatgarten', 'Butlerservice'] }),
    outlook: { scene: 'forest-path', alt: {
      tr: 'Özel Havuzlu Villa’yı çevreleyen çam ormanında bir patika',
      en: 'A path through the pine forest around the Villa with Private Pool',
      ru: 'Тропа в сосновом лесу вокруг виллы с частным бассейном',
      de: 'Ein Pfad durch den Pinienwald rund um die Villa mit Privatpool',
    } },
  },
};

/** The rooms of each hotel (by property id), in display order. */
export const HOTEL_ROOMS: Record<number, string[]> = {
  1: ['standard', 'deluxe', 'junior-suite', 'king-suite', 'villa'],
  2: ['standard', 'twin', 'deluxe', 'junior-suite', 'king-suite', 'duplex'],
  3: ['standard', 'family', 'duplex', 'deluxe', 'junior-suite'],
};
/** Price level of each hotel relative to the room's base price. */
export const PRICE_FACTOR: Record<number, number> = { 1: 1.25, 2: 1.1, 3: 1 };

export interface PlanType { code: string; factor: number; name: L; description: L; board: L; cancellation: L }
export const PLAN_TYPES: PlanType[] = [
  {
    code: 'UAI-FLEX', factor: 1,
    name: { tr: 'Ultra Her Şey Dahil – Esnek', en: 'Ultra All Inclusive – Flexible', ru: 'Ультра всё включено — гибкий тариф', de: 'Ultra All Inclusive – Flexibel' },
    description: { tr: 'À la carte restoranlar ve premium içecekler dahil.', en: 'À la carte restaurants and premium drinks included.', ru: 'Рестораны à la carte и премиальные напитки включены.', de: 'À-la-carte-Restaurants und Premiumgetränke inklusive.' },
    board: { tr: 'Ultra Her Şey Dahil', en: 'Ultra All Inclusive', ru: 'Ультра всё включено', de: 'Ultra All Inclusive' },
    cancellation: { tr: 'Girişten 7 gün öncesine kadar ücretsiz iptal.', en: 'Free cancellation up to 7 days before arrival.', ru: 'Бесплатная отмена за 7 дней до заезда.', de: 'Kostenlose Stornierung bis 7 Tage vor Anreise.' },
  },
  {
    code: 'UAI-NR', factor: 0.88,
    name: { tr: 'Ultra Her Şey Dahil – İadesiz', en: 'Ultra All Inclusive – Non-refundable', ru: 'Ультра всё включено — невозвратный тариф', de: 'Ultra All Inclusive – Nicht erstattbar' },
    description: { tr: 'En iyi fiyat: peşin ödeme, %12 indirim.', en: 'Best price: pay now and save 12%.', ru: 'Лучшая цена: оплата сразу, скидка 12%.', de: 'Bester Preis: jetzt zahlen und 12 % sparen.' },
    board: { tr: 'Ultra Her Şey Dahil', en: 'Ultra All Inclusive', ru: 'Ультра всё включено', de: 'Ultra All Inclusive' },
    cancellation: { tr: 'İade edilmez; tarih değişikliği yapılamaz.', en: 'Non-refundable; dates cannot be changed.', ru: 'Невозвратный; даты изменить нельзя.', de: 'Nicht erstattbar; Daten nicht änderbar.' },
  },
  {
    code: 'BB', factor: 0.62,
    name: { tr: 'Oda ve Kahvaltı', en: 'Bed & Breakfast', ru: 'Завтрак включён', de: 'Übernachtung mit Frühstück' },
    description: { tr: 'Bread & Lore fırınından taze ekmeklerle açık büfe kahvaltı.', en: 'Buffet breakfast with fresh bread from the Bread & Lore bakery.', ru: 'Завтрак «шведский стол» со свежим хлебом из пекарни Bread & Lore.', de: 'Frühstücksbuffet mit frischem Brot der Bäckerei Bread & Lore.' },
    board: { tr: 'Oda Kahvaltı', en: 'Bed & Breakfast', ru: 'Только завтрак', de: 'Frühstück' },
    cancellation: { tr: 'Girişten 3 gün öncesine kadar ücretsiz iptal.', en: 'Free cancellation up to 3 days before arrival.', ru: 'Бесплатная отмена за 3 дня до заезда.', de: 'Kostenlose Stornierung bis 3 Tage vor Anreise.' },
  },
];

export interface EventSeed {
  id: number;
  propertyId: number;
  scene: SceneName;
  venue: string;
  /** Month (1-12), day, hour of the next occurrence; the seed picks the next date after today. */
  month: number; day: number; hour: number; durationHours: number;
  slug: L; title: L; lead: L; body: L;
}
export const EVENTS: EventSeed[] = [
  {
    id: 1, propertyId: 2, scene: 'concert-hall', venue: 'Cosmos Performance City Hall', month: 10, day: 29, hour: 20, durationHours: 4,
    slug: { tr: 'cumhuriyet-bayrami-galasi', en: 'republic-day-gala', ru: 'gala-den-respubliki', de: 'gala-zum-tag-der-republik' },
    title: { tr: 'Cumhuriyet Bayramı Galası', en: 'Republic Day Gala', ru: 'Гала-вечер ко Дню Республики', de: 'Gala zum Tag der Republik' },
    lead: { tr: 'Cumhuriyetin yeni yılını orkestra, gala yemeği ve sahilde havai fişeklerle kutluyoruz.', en: 'We celebrate the Republic’s new year with an orchestra, a gala dinner and fireworks on the beach.', ru: 'Празднуем годовщину Республики с оркестром, гала-ужином и фейерверком на пляже.', de: 'Wir feiern das neue Jahr der Republik mit Orchester, Galadinner und Feuerwerk am Strand.' },
    body: { tr: 'Akşam 20.00’de kokteyl ile başlayan gecede Antalya Devlet Senfoni Orkestrası marşlar ve Türk bestecilerinden seçkiler çalacak; gece yarısı sahilde havai fişek gösterisi var.', en: 'The evening opens with cocktails at 8 pm; the Antalya State Symphony Orchestra plays marches and works by Turkish composers, with fireworks on the beach at midnight.', ru: 'Вечер открывается коктейлем в 20:00; Государственный симфонический оркестр Анталии исполнит марши и произведения турецких композиторов, в полночь — фейерверк.', de: 'Der Abend beginnt um 20 Uhr mit Cocktails; das Staatliche Sinfonieorchester Antalya spielt Märsche und Werke türkischer Komponisten, um Mitternacht gibt es Feuerwerk.' },
  },
  {
    id: 2, propertyId: 2, scene: 'new-year-gala', venue: 'Cosmopolitan City Club', month: 12, day: 31, hour: 21, durationHours: 6,
    slug: { tr: 'yilbasi-gala-gecesi', en: 'new-years-eve-gala', ru: 'novogodniy-gala-uzhin', de: 'silvester-gala' },
    title: { tr: 'Yılbaşı Gala Gecesi', en: 'New Year’s Eve Gala', ru: 'Новогодний гала-ужин', de: 'Silvester-Gala' },
    lead: { tr: 'Yeni yıla City Club’ta yedi tabaklık gala menüsü, canlı grup ve DJ ile girin.', en: 'See in the New Year at the City Club with a seven-course gala menu, a live band and a DJ.', ru: 'Встречайте Новый год в City Club: гала-меню из семи блюд, живая группа и диджей.', de: 'Feiern Sie Silvester im City Club mit Sieben-Gänge-Galamenü, Liveband und DJ.' },
    body: { tr: 'Gala yemeği 21.00’de başlar; gece yarısı geri sayımı rooftop terasta yapılır, sabaha kadar DJ performansı sürer. Çocuklar için ayrı yılbaşı partisi mini kulüpte.', en: 'The gala dinner starts at 9 pm; the midnight countdown takes place on the rooftop terrace and the DJ plays until dawn. Children have their own party at the mini club.', ru: 'Гала-ужин начинается в 21:00, обратный отсчёт — на террасе на крыше, диджей играет до утра. Для детей — отдельная вечеринка в мини-клубе.', de: 'Das Galadinner beginnt um 21 Uhr; der Countdown findet auf der Dachterrasse statt, der DJ spielt bis zum Morgen. Kinder feiern im Miniclub.' },
  },
  {
    id: 3, propertyId: 1, scene: 'jazz-pier', venue: 'Mediterranean Excellence Pier', month: 6, day: 14, hour: 19, durationHours: 48,
    slug: { tr: 'iskelede-caz-hafta-sonu', en: 'jazz-weekend-on-the-pier', ru: 'dzhazovye-vyhodnye-na-pirse', de: 'jazz-wochenende-am-steg' },
    title: { tr: 'İskelede Caz Hafta Sonu', en: 'Jazz Weekend on the Pier', ru: 'Джазовые выходные на пирсе', de: 'Jazz-Wochenende am Steg' },
    lead: { tr: 'İki gece boyunca iskelede gün batımı konserleri ve Akdeniz mezeleri.', en: 'Two nights of sunset concerts on the pier with Mediterranean mezes.', ru: 'Два вечера концертов на закате на пирсе со средиземноморскими мезе.', de: 'Zwei Abende mit Sonnenuntergangskonzerten auf dem Steg und mediterranen Meze.' },
    body: { tr: 'Cuma ve cumartesi akşamları İstanbul’dan gelen caz dörtlüsü ve konuk vokalist iskelede sahne alıyor; konserler konaklayan misafirler için ücretsiz.', en: 'On Friday and Saturday evenings a jazz quartet from Istanbul and a guest singer take the stage on the pier; concerts are free for hotel guests.', ru: 'В пятницу и субботу вечером на пирсе выступают джазовый квартет из Стамбула и приглашённая вокалистка; для гостей отеля бесплатно.', de: 'Freitag- und Samstagabend spielen ein Jazzquartett aus Istanbul und eine Gastsängerin auf dem Steg; für Hotelgäste kostenlos.' },
  },
  {
    id: 4, propertyId: 3, scene: 'kids-festival', venue: 'Dolce Vita Aqua Life', month: 7, day: 20, hour: 10, durationHours: 8,
    slug: { tr: 'cocuk-yaz-festivali', en: 'kids-summer-festival', ru: 'detskiy-letniy-festival', de: 'kinder-sommerfest' },
    title: { tr: 'Çocuk Yaz Festivali', en: 'Kids Summer Festival', ru: 'Детский летний фестиваль', de: 'Kinder-Sommerfest' },
    lead: { tr: 'Köpük partisi, sihirbaz gösterisi ve kaydırak yarışmalarıyla çocuklara özel bir gün.', en: 'A day just for children with a foam party, a magic show and slide races.', ru: 'День для детей: пенная вечеринка, фокусник и соревнования на горках.', de: 'Ein Tag nur für Kinder mit Schaumparty, Zaubershow und Rutschenrennen.' },
    body: { tr: 'Festival 10.00’da Aqua Life’ta başlar; öğleden sonra yüz boyama ve balon atölyesi, akşam mini diskoda kostüm yarışması yapılır.', en: 'The festival starts at 10 am at Aqua Life; face painting and a balloon workshop follow in the afternoon and a costume contest at the mini disco in the evening.', ru: 'Фестиваль начинается в 10:00 в Aqua Life; днём аквагрим и мастерская шаров, вечером конкурс костюмов на мини-диско.', de: 'Das Fest beginnt um 10 Uhr im Aqua Life; nachmittags Kinderschminken und Ballonwerkstatt, abends Kostümwettbewerb in der Minidisco.' },
  },
];

export interface OutletSeed {
  key: string;
  /** Hotels that have it (property ids). */
  hotels: number[];
  scene: SceneName;
  hours: string;
  /** The topic whose text describes it and the route of its page. */
  topic: string;
  route: string | null;
  kind: 'restaurant' | 'bar' | 'cafe' | 'spa';
  subtitle: L;
  name?: L;
  /** Its own description, where its topic's lead is another page's (the main restaurant's is the gastronomy page's). */
  text?: L;
  fileUrl?: string;
}
export const OUTLETS: OutletSeed[] = [
  { key: 'main-restaurant', hotels: [1, 2, 3], scene: 'restaurant-buffet', hours: '07:00–10:30, 12:30–14:30, 19:00–21:30', topic: 'gastronomy', route: 'hotel:gastronomy', kind: 'restaurant',
    name: { tr: 'Ana Restoran', en: 'Main Restaurant', ru: 'Основной ресторан', de: 'Hauptrestaurant' },
    text: {
      tr: 'Sabah kahvaltısından akşam yemeğine kadar ızgara, pasta ve Ege mezeleri istasyonlarında önünüzde hazırlanan yemekler.',
      en: 'From breakfast to dinner, dishes cooked in front of you at the grill, pastry and Aegean meze stations.',
      ru: 'С завтрака до ужина блюда готовят при вас: гриль, выпечка и эгейские мезе.',
      de: 'Vom Frühstück bis zum Abendessen wird vor Ihren Augen gekocht: am Grill, an der Patisserie und an der Station mit ägäischen Meze.',
    },
    subtitle: { tr: 'Açık büfe, açık mutfak istasyonları', en: 'Buffet with open kitchen stations', ru: 'Шведский стол и открытые кухни', de: 'Buffet mit offenen Küchenstationen' } },
  { key: 'emilio', hotels: [1, 2], scene: 'emilio-pasta', hours: '19:00–22:30', topic: 'emilio', route: 'hotel:emilio', kind: 'restaurant',
    subtitle: { tr: 'İtalyan à la carte', en: 'Italian à la carte', ru: 'Итальянский à la carte', de: 'Italienisch à la carte' } },
  { key: 'chayote', hotels: [2, 3], scene: 'chayote-tacos', hours: '19:00–23:00', topic: 'chayote', route: 'group:chayote', kind: 'restaurant',
    subtitle: { tr: 'Latin Amerika mutfağı', en: 'Latin American kitchen', ru: 'Латиноамериканская кухня', de: 'Lateinamerikanische Küche' } },
  { key: 'signature-tastes', hotels: [1, 2, 3], scene: 'signature-tasting', hours: '19:30–22:30', topic: 'signature-tastes', route: 'hotel:signature-tastes', kind: 'restaurant', fileUrl: '/media/files/menu-signature-tastes.pdf',
    subtitle: { tr: 'Şefin tadım menüsü', en: 'Chef’s tasting menu', ru: 'Дегустационное меню шефа', de: 'Degustationsmenü des Küchenchefs' } },
  { key: 'chi-vegan', hotels: [1, 2, 3], scene: 'vegan-bowl', hours: '12:00–15:00, 19:00–22:00', topic: 'chi-vegan', route: 'gastronomy:chi-vegan', kind: 'restaurant',
    subtitle: { tr: 'Bitki bazlı mutfak', en: 'Plant-based kitchen', ru: 'Растительная кухня', de: 'Pflanzliche Küche' } },
  { key: 'city-lounge', hotels: [1, 2, 3], scene: 'cocktail-bar', hours: '18:00–01:00', topic: 'city-lounge', route: 'gastronomy:city-lounge', kind: 'bar',
    subtitle: { tr: 'Kokteyl bar ve canlı caz', en: 'Cocktail bar and live jazz', ru: 'Коктейль-бар и живой джаз', de: 'Cocktailbar und Live-Jazz' } },
  { key: 'room-service', hotels: [1, 2, 3], scene: 'room-service-tray', hours: '24/7', topic: 'room-service', route: 'gastronomy:room-service', kind: 'restaurant',
    subtitle: { tr: 'Odanıza 7/24', en: 'To your room, 24/7', ru: 'В номер круглосуточно', de: 'Rund um die Uhr aufs Zimmer' } },
  { key: 'bread-and-lore', hotels: [1, 2, 3], scene: 'bakery-breads', hours: '06:30–18:00', topic: 'bread-and-lore', route: 'hotel:bread-and-lore', kind: 'cafe',
    subtitle: { tr: 'Fırın ve pastane', en: 'Bakery and patisserie', ru: 'Пекарня и кондитерская', de: 'Bäckerei und Konditorei' } },
  { key: 'starbucks', hotels: [2, 3], scene: 'coffee-to-go', hours: '06:30–23:00', topic: 'starbucks', route: 'hotel:starbucks', kind: 'cafe',
    subtitle: { tr: 'Kahve ve atıştırmalıklar', en: 'Coffee and snacks', ru: 'Кофе и закуски', de: 'Kaffee und Snacks' } },
  { key: 'nespresso', hotels: [1, 2, 3], scene: 'espresso-cup', hours: '07:00–23:00', topic: 'nespresso', route: 'hotel:nespresso', kind: 'cafe',
    subtitle: { tr: 'Lobi kahve köşesi', en: 'Lobby coffee corner', ru: 'Кофейный уголок в лобби', de: 'Kaffee-Ecke in der Lobby' } },
  { key: 'me-spa', hotels: [1, 2, 3], scene: 'water-drop', hours: '09:00–21:00', topic: 'me-spa-by-loccitane', route: 'hotel:me-spa-by-loccitane', kind: 'spa', fileUrl: '/media/files/spa-menu.pdf',
    subtitle: { tr: 'Spa, hamam ve masaj', en: 'Spa, hammam and massage', ru: 'Спа, хаммам и массаж', de: 'Spa, Hamam und Massage' } },
  { key: 'cosmo-fit', hotels: [1, 2, 3], scene: 'gym-kit', hours: '07:00–22:00', topic: 'cosmo-fit', route: 'hotel:cosmo-fit', kind: 'spa',
    subtitle: { tr: 'Fitness ve grup dersleri', en: 'Gym and group classes', ru: 'Тренажёрный зал и групповые занятия', de: 'Gym und Gruppenkurse' } },
];

export interface TreatmentSeed { minutes: number; price: number; scene: SceneName; name: L; text: L }
export const TREATMENTS: TreatmentSeed[] = [
  { minutes: 60, price: 95, scene: 'massage-aroma', name: { tr: 'Aromakoloji Rahatlatıcı Masaj', en: 'Aromachologie Relaxing Massage', ru: 'Расслабляющий аромамассаж', de: 'Entspannende Aromachologie-Massage' },
    text: { tr: 'Lavanta ve mandalina yağlarıyla tüm vücudu gevşeten uzun, yavaş hareketler.', en: 'Long, slow strokes with lavender and mandarin oils that release the whole body.', ru: 'Длинные медленные движения с маслами лаванды и мандарина расслабляют всё тело.', de: 'Lange, langsame Griffe mit Lavendel- und Mandarinenöl lösen den ganzen Körper.' } },
  { minutes: 75, price: 120, scene: 'facial-immortelle', name: { tr: 'Immortelle Yüz Bakımı', en: 'Immortelle Divine Facial', ru: 'Уход за лицом Immortelle', de: 'Immortelle-Gesichtsbehandlung' },
    text: { tr: 'Ölmez çiçeği özleriyle cilde parlaklık ve sıkılık kazandıran yaşlanma karşıtı bakım.', en: 'An anti-ageing facial with immortelle extracts that brings back radiance and firmness.', ru: 'Антивозрастной уход с экстрактом бессмертника возвращает коже сияние и упругость.', de: 'Anti-Aging-Behandlung mit Immortelle-Extrakten für Ausstrahlung und Spannkraft.' } },
  { minutes: 45, price: 60, scene: 'hammam-dome', name: { tr: 'Geleneksel Hamam Ritüeli', en: 'Traditional Hammam Ritual', ru: 'Традиционный ритуал хаммама', de: 'Traditionelles Hamam-Ritual' },
    text: { tr: 'Göbek taşında ısınma, kese ve bulut gibi köpük masajı.', en: 'Warming on the marble stone, a kese scrub and a cloud-soft foam massage.', ru: 'Прогрев на мраморе, пилинг кесе и нежный пенный массаж.', de: 'Aufwärmen auf dem Marmorstein, Kese-Peeling und wolkenweiche Schaummassage.' } },
  { minutes: 90, price: 180, scene: 'couples-spa', name: { tr: 'Çiftler için Provence Ritüeli', en: 'Provence Ritual for Couples', ru: 'Ритуал Прованса для пар', de: 'Provence-Ritual für Paare' },
    text: { tr: 'Çift süitinde yan yana masaj, ardından özel jakuzi ve bitki çayı.', en: 'Side-by-side massages in the couples’ suite, then a private jacuzzi and herbal tea.', ru: 'Массаж для двоих в люксе для пар, затем джакузи и травяной чай.', de: 'Massagen nebeneinander in der Paarsuite, danach privater Whirlpool und Kräutertee.' } },
];

export interface CertificateSeed { file: string; year: number; title: L; issuer: L }
export const CERTIFICATES: CertificateSeed[] = [
  { file: 'iso-9001-certificate.pdf', year: 2025, issuer: { tr: 'TÜV Rheinland', en: 'TÜV Rheinland', ru: 'TÜV Rheinland', de: 'TÜV Rheinland' }, title: { tr: 'ISO 9001 Kalite Yönetimi', en: 'ISO 9001 Quality Management', ru: 'ISO 9001 — менеджмент качества', de: 'ISO 9001 Qualitätsmanagement' } },
  { file: 'iso-14001-certificate.pdf', year: 2025, issuer: { tr: 'TÜV Rheinland', en: 'TÜV Rheinland', ru: 'TÜV Rheinland', de: 'TÜV Rheinland' }, title: { tr: 'ISO 14001 Çevre Yönetimi', en: 'ISO 14001 Environmental Management', ru: 'ISO 14001 — экологический менеджмент', de: 'ISO 14001 Umweltmanagement' } },
  { file: 'sustainable-tourism-certificate.pdf', year: 2024, issuer: { tr: 'Türkiye Sürdürülebilir Turizm Programı', en: 'Sustainable Tourism Programme of Türkiye', ru: 'Программа устойчивого туризма Турции', de: 'Programm für nachhaltigen Tourismus der Türkei' }, title: { tr: 'Sürdürülebilir Turizm Sertifikası', en: 'Sustainable Tourism Certificate', ru: 'Сертификат устойчивого туризма', de: 'Zertifikat für nachhaltigen Tourismus' } },
  { file: 'kvkk-information-notice.pdf', year: 2024, issuer: { tr: 'Nirvana Hotels', en: 'Nirvana Hotels', ru: 'Nirvana Hotels', de: 'Nirvana Hotels' }, title: { tr: 'KVKK Uyum Belgesi', en: 'Data Protection Compliance Notice', ru: 'Уведомление о защите данных', de: 'Datenschutz-Konformitätserklärung' } },
];

/** In display order: a hotel home previews the first six pictures (the sea and the food; its rooms have their own cards there). */
export const GALLERY_CATEGORIES: { key: string; name: L; scenes: SceneName[] }[] = [
  { key: 'pool-beach', name: { tr: 'Havuz ve Plaj', en: 'Pool & Beach', ru: 'Бассейн и пляж', de: 'Pool & Strand' }, scenes: ['pool-loungers', 'dune-sea', 'jetty-sunset', 'evening-boats'] },
  { key: 'gastronomy', name: { tr: 'Gastronomi', en: 'Gastronomy', ru: 'Гастрономия', de: 'Gastronomie' }, scenes: ['signature-tasting', 'restaurant-buffet', 'vegan-bowl', 'bakery-breads'] },
  { key: 'rooms', name: { tr: 'Odalar', en: 'Rooms', ru: 'Номера', de: 'Zimmer' }, scenes: ['room-deluxe-sea', 'room-junior-suite', 'room-family', 'room-villa-pool'] },
  { key: 'spa', name: { tr: 'Spa ve Wellness', en: 'Spa & Wellness', ru: 'Спа и велнес', de: 'Spa & Wellness' }, scenes: ['hammam-dome', 'massage-aroma', 'yoga-deck', 'gym-kit'] },
  { key: 'activities', name: { tr: 'Aktiviteler', en: 'Activities', ru: 'Развлечения', de: 'Aktivitäten' }, scenes: ['kids-club', 'aqua-park', 'forest-path', 'tennis-court'] },
];

/**
 * What each picture shows, said as a caption: the gallery's (its rooms category is captioned by the
 * hotel's own rooms) and the alt of a hero's slides after the first (the first carries the title).
 */
export const GALLERY_CAPTIONS: Partial<Record<SceneName, L>> = {
  'water-drop': { tr: 'Durgun suya düşen bir damla', en: 'A drop falling into still water', ru: 'Капля, падающая в спокойную воду', de: 'Ein Tropfen fällt in stilles Wasser' },
  'room-deluxe-sea': { tr: 'Cam kapılarının ardında deniz olan bir deluxe oda', en: 'A deluxe room with the sea beyond its glass doors', ru: 'Номер делюкс с морем за стеклянными дверями', de: 'Ein Deluxe-Zimmer mit dem Meer hinter den Glastüren' },
  'lake-dusk': { tr: 'Pembe alacakaranlık gökyüzü altında durgun su', en: 'Still water under a rose dusk sky', ru: 'Тихая вода под розовым вечерним небом', de: 'Stilles Wasser unter rosafarbenem Abendhimmel' },
  'rooftop-club': { tr: 'Gece, çatı katındaki City Club', en: 'The rooftop City Club by night', ru: 'Клуб City Club на крыше ночью', de: 'Der City Club auf dem Dach bei Nacht' },
  'pool-loungers': { tr: 'Ana havuz, şezlonglar ve gölgelikler', en: 'The main pool with its loungers and parasols', ru: 'Главный бассейн с шезлонгами и зонтиками', de: 'Der Hauptpool mit Liegen und Sonnenschirmen' },
  'dune-sea': { tr: 'Kumul otlarının ardında deniz', en: 'The sea beyond the dune grass', ru: 'Море за травой на дюнах', de: 'Das Meer hinter dem Dünengras' },
  'jetty-sunset': { tr: 'Gün batımında ahşap iskele', en: 'The wooden jetty at sunset', ru: 'Деревянный причал на закате', de: 'Der Holzsteg bei Sonnenuntergang' },
  'evening-boats': { tr: 'Akşam ışığında kıyıdaki kayıklar', en: 'Rowing boats on the shore in the evening light', ru: 'Лодки на берегу в вечернем свете', de: 'Ruderboote am Ufer im Abendlicht' },
  'signature-tasting': { tr: 'Signature Tastes tadım menüsünden ızgara ahtapot', en: 'Grilled octopus from the Signature Tastes tasting menu', ru: 'Осьминог на гриле из дегустационного меню Signature Tastes', de: 'Gegrillter Oktopus aus dem Degustationsmenü von Signature Tastes' },
  'restaurant-buffet': { tr: 'Ana restoranda kahvaltı büfesi', en: 'The breakfast buffet in the main restaurant', ru: 'Завтрак «шведский стол» в основном ресторане', de: 'Das Frühstücksbuffet im Hauptrestaurant' },
  'vegan-bowl': { tr: 'Chi Vegan’dan kinoa ve nohutlu kase', en: 'A quinoa and chickpea bowl at Chi Vegan', ru: 'Боул с киноа и нутом в Chi Vegan', de: 'Eine Bowl mit Quinoa und Kichererbsen im Chi Vegan' },
  'bakery-breads': { tr: 'Bread & Lore’un sabah fırından çıkan ekmekleri', en: 'Morning loaves fresh from the Bread & Lore oven', ru: 'Утренний хлеб из печи Bread & Lore', de: 'Frisches Brot am Morgen aus dem Ofen von Bread & Lore' },
  'hammam-dome': { tr: 'Yıldız pencereli kubbesiyle hamam', en: 'The hammam under its star-lit dome', ru: 'Хаммам под куполом со звёздными окнами', de: 'Der Hamam unter seiner Kuppel mit Sternfenstern' },
  'massage-aroma': { tr: 'Aromakoloji masajı için yağlar ve lavanta', en: 'Oils and lavender for the aromachologie massage', ru: 'Масла и лаванда для аромамассажа', de: 'Öle und Lavendel für die Aromachologie-Massage' },
  'yoga-deck': { tr: 'Ahşap terasta yoga matı ve Tibet çanağı', en: 'A yoga mat and singing bowl on the deck', ru: 'Коврик для йоги и поющая чаша на террасе', de: 'Yogamatte und Klangschale auf dem Holzdeck' },
  'gym-kit': { tr: 'Cosmo Fit stüdyosunda dambıllar ve mat', en: 'Dumbbells and a mat in the Cosmo Fit studio', ru: 'Гантели и коврик в студии Cosmo Fit', de: 'Hanteln und Matte im Cosmo-Fit-Studio' },
  'kids-club': { tr: 'Mini kulüpte atölye saati', en: 'Workshop time at the mini club', ru: 'Мастер-класс в мини-клубе', de: 'Bastelstunde im Miniclub' },
  'aqua-park': { tr: 'Aqua Life kaydırakları', en: 'The Aqua Life slides', ru: 'Горки Aqua Life', de: 'Die Rutschen des Aqua Life' },
  'forest-path': { tr: 'Cosmo Bike turlarının çam ormanındaki patikası', en: 'The pine-forest trail of the Cosmo Bike rides', ru: 'Тропа в сосновом лесу для велопрогулок Cosmo Bike', de: 'Der Pfad durch den Pinienwald für die Cosmo-Bike-Touren' },
  'tennis-court': { tr: 'Cosmos Spor Merkezi’nde toprak tenis kortu', en: 'The clay tennis court at the Cosmos Sports Center', ru: 'Грунтовый теннисный корт в спортивном центре Cosmos', de: 'Der Sandplatz im Cosmos Sportzentrum' },
};
