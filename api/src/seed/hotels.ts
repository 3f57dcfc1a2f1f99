/** The group and its hotels as the seed stores them: identity, contact, booking and words. */
import type { Locale } from '@nirvana/shared/locales';
import { PROPERTIES, type PropertyIdentity } from '@nirvana/shared/properties';
import type { HotelSlug } from '@nirvana/shared/routes';
import type { Contact } from '@nirvana/shared/api/schemas';
import { propertyContactOf } from '@nirvana/shared/contact-facts';
import type { SceneName } from './media-catalog';

export interface HotelSeed {
  identity: PropertyIdentity;
  /** The page id of the property's home (ME's differs from the spec's pageId: see README). */
  homePageId: number;
  contact: Contact;
  /** Booking-engine path on the API server, with any query the hotel's reservationUrl carries. */
  bookingPath: string | null;
  orsPath: string | null;
  heroScenes: SceneName[];
  heroVideo: string | null;
  headerScene: SceneName;
  /** One line per language that says what makes this property different. */
  tagline: Record<Locale, string>;
  /** The home page's lead and body per language. */
  home: Record<Locale, [lead: string, body: string]>;
}

const id = (n: number) => PROPERTIES.find((p) => p.id === n)!;

export const GROUP: HotelSeed = {
  identity: id(22),
  homePageId: 8,
  contact: propertyContactOf(22),
  bookingPath: '/booking/nirvana-cosmopolitan',
  orsPath: null,
  heroScenes: ['evening-boats', 'dune-sea', 'pool-loungers'],
  heroVideo: 'evening-boats',
  headerScene: 'evening-boats',
  tagline: {
    tr: 'Üç otel, tek bir özen anlayışı.',
    en: 'Three hotels, one way of caring.',
    ru: 'Три отеля, одна забота о гостях.',
    de: 'Drei Hotels, eine Art der Fürsorge.',
  },
  home: {
    tr: ['Antalya kıyısında üç resort, tek bir misafirperverlik anlayışı.', 'Kemer, Lara ve Tekirova’daki otellerimizde denize sıfır tatil, imza restoranlar ve herkes için bir şeyler sunan programlar sizi bekliyor.'],
    en: ['Three resorts on the Antalya coast, one way of looking after you.', 'Our hotels in Kemer, Lara and Tekirova offer beachfront holidays, signature restaurants and something for everyone, every day.'],
    ru: ['Три курорта на побережье Анталии и одно отношение к гостям.', 'Наши отели в Кемере, Ларе и Текирове — это первая линия, авторские рестораны и программа для всех, каждый день.'],
    de: ['Drei Resorts an der Küste von Antalya, eine Art der Gastfreundschaft.', 'Unsere Hotels in Kemer, Lara und Tekirova bieten Strandurlaub, Signature-Restaurants und jeden Tag etwas für alle.'],
  },
};

export const HOTELS: HotelSeed[] = [
  {
    identity: id(1),
    homePageId: 9,
    contact: propertyContactOf(1),
    bookingPath: '/booking/nirvana-mediterranean-excellence',
    orsPath: '/booking/nirvana-mediterranean-excellence',
    heroScenes: ['jetty-sunset', 'water-drop', 'room-deluxe-sea'],
    heroVideo: 'jetty-sunset',
    headerScene: 'jetty-sunset',
    tagline: {
      tr: 'Mediterranean Excellence, çam ormanıyla denizin buluştuğu sakin bir koyda, yetişkinlere ayrılmış sessiz alanlarıyla öne çıkar.',
      en: 'Mediterranean Excellence sits in a calm bay where the pine forest meets the sea, with quiet areas kept for adults.',
      ru: 'Mediterranean Excellence расположен в тихой бухте, где сосновый лес встречается с морем, и предлагает спокойные зоны только для взрослых.',
      de: 'Mediterranean Excellence liegt in einer ruhigen Bucht, wo der Pinienwald auf das Meer trifft, mit stillen Bereichen nur für Erwachsene.',
    },
    home: {
      tr: ['Kemer’in çam ormanları ile turkuaz deniz arasında, huzurun adresi.', 'Mediterranean Excellence’ta gün iskelede yoga ile başlar, ME Spa by L’Occitane’da bir ritüelle devam eder ve Signature Tastes menüsüyle gün batımında tamamlanır.'],
      en: ['Between Kemer’s pine forests and a turquoise sea, an address for calm.', 'At Mediterranean Excellence the day starts with yoga on the pier, continues with a ritual at ME Spa by L’Occitane and ends at sunset with the Signature Tastes menu.'],
      ru: ['Между сосновыми лесами Кемера и бирюзовым морем — место для покоя.', 'В Mediterranean Excellence день начинается с йоги на пирсе, продолжается ритуалом в ME Spa by L’Occitane и завершается на закате меню Signature Tastes.'],
      de: ['Zwischen Kemers Pinienwäldern und türkisblauem Meer: eine Adresse für Ruhe.', 'Im Mediterranean Excellence beginnt der Tag mit Yoga auf dem Steg, geht mit einem Ritual im ME Spa by L’Occitane weiter und endet bei Sonnenuntergang mit dem Signature-Tastes-Menü.'],
    },
  },
  {
    identity: id(2),
    homePageId: 11,
    contact: propertyContactOf(2),
    bookingPath: '/booking/nirvana-cosmopolitan',
    orsPath: '/booking/nirvana-cosmopolitan',
    heroScenes: ['lake-dusk', 'rooftop-club', 'tennis-court'],
    heroVideo: 'lake-dusk',
    headerScene: 'lake-dusk',
    tagline: {
      tr: 'Cosmopolitan, Lara’nın kumsalında şehir kulübü ruhunu spor merkezi, canlı müzik ve rooftop barla birleştirir.',
      en: 'Cosmopolitan brings a city-club spirit to Lara beach with a sports centre, live music and a rooftop bar.',
      ru: 'Cosmopolitan переносит дух городского клуба на пляж Лары: спортивный центр, живая музыка и бар на крыше.',
      de: 'Cosmopolitan bringt City-Club-Flair an den Strand von Lara, mit Sportzentrum, Livemusik und Rooftop-Bar.',
    },
    home: {
      tr: ['Lara’nın altın kumsalında şehir enerjisiyle dolu bir resort.', 'Cosmopolitan’da sabah Cosmo Bike turu, öğlen Cosmos Spor Merkezi’nde padel, akşam City Club’ta DJ performansı: tatiliniz hiç durmasın.'],
      en: ['A resort full of city energy on Lara’s golden sand.', 'At Cosmopolitan, a Cosmo Bike ride in the morning, padel at the Cosmos Sports Center at noon and a DJ set at the City Club at night: a holiday that never stands still.'],
      ru: ['Курорт с энергией большого города на золотом песке Лары.', 'В Cosmopolitan утром — велотур Cosmo Bike, днём — падел в спортивном центре Cosmos, вечером — диджей-сет в City Club.'],
      de: ['Ein Resort voller Großstadtenergie am goldenen Sand von Lara.', 'Im Cosmopolitan morgens eine Cosmo-Bike-Tour, mittags Padel im Cosmos Sportzentrum und abends ein DJ-Set im City Club.'],
    },
  },
  {
    identity: id(3),
    homePageId: 13,
    contact: propertyContactOf(3),
    // Dolce Vita's booking engine URL carries a query of its own, which the hand-off must keep.
    bookingPath: '/booking/nirvana-dolce-vita?source=web',
    orsPath: '/booking/nirvana-dolce-vita',
    heroScenes: ['dune-sea', 'aqua-park', 'kids-club'],
    heroVideo: 'dune-sea',
    headerScene: 'dune-sea',
    tagline: {
      tr: 'Dolce Vita, Tekirova’da su parkı, mini kulübü ve aile odalarıyla çocuklu tatilin her ihtiyacını düşünür.',
      en: 'Dolce Vita in Tekirova thinks of everything a family needs, with an aqua park, a mini club and family rooms.',
      ru: 'Dolce Vita в Текирове продуман для семейного отдыха: аквапарк, мини-клуб и семейные номера.',
      de: 'Dolce Vita in Tekirova denkt an alles, was Familien brauchen: Aquapark, Miniclub und Familienzimmer.',
    },
    home: {
      tr: ['Tekirova’nın koylarında çocuklarla tatilin en tatlı hali.', 'Dolce Vita’da çocuklar Aqua Life kaydıraklarında ve mini kulüpte eğlenirken siz plajda kitabınızı bitirin; akşam aile odanıza dönün.'],
      en: ['The sweetest kind of family holiday, in the coves of Tekirova.', 'At Dolce Vita the children play on the Aqua Life slides and at the mini club while you finish your book on the beach, then everyone meets in the family room.'],
      ru: ['Самый сладкий семейный отдых в бухтах Текирова.', 'В Dolce Vita дети катаются с горок Aqua Life и играют в мини-клубе, а вы дочитываете книгу на пляже.'],
      de: ['Der süßeste Familienurlaub in den Buchten von Tekirova.', 'Im Dolce Vita toben die Kinder auf den Aqua-Life-Rutschen und im Miniclub, während Sie am Strand Ihr Buch zu Ende lesen.'],
    },
  },
];

export const ALL_PROPERTIES: HotelSeed[] = [GROUP, ...HOTELS];

/** What a hotel states for guests and search engines (structured data): check-in/out times and its stars. */
export const HOTEL_FACTS: Record<number, { checkinTime: string; checkoutTime: string; starRating: number }> = {
  1: { checkinTime: '14:00', checkoutTime: '12:00', starRating: 5 },
  2: { checkinTime: '14:00', checkoutTime: '12:00', starRating: 5 },
  3: { checkinTime: '14:00', checkoutTime: '12:00', starRating: 5 },
};
export const hotelBySlug = (slug: HotelSlug) => HOTELS.find((h) => h.identity.slug === slug)!;

/** Small words of the site chrome per language (breadcrumbs, buttons, menus). */
export const WORDS: Record<Locale, Record<'home' | 'hotels' | 'rooms' | 'events' | 'gastronomy' | 'discover' | 'book' | 'experiences' | 'about' | 'brochure' | 'factSheet' | 'offers' | 'spaWellness' | 'policies' | 'loyalty' | 'contact' | 'highlights', string>> = {
  tr: { home: 'Ana Sayfa', hotels: 'Oteller', rooms: 'Odalar', events: 'Etkinlikler', gastronomy: 'Gastronomi', discover: 'Keşfedin', book: 'Rezervasyon Yap', experiences: 'Deneyimler', about: 'Kurumsal', brochure: 'Broşür (PDF)', factSheet: 'Otel Bilgi Formu (PDF)', offers: 'Fırsatlar', spaWellness: 'Spa ve Wellness', policies: 'Politikalar', loyalty: 'A-Club Sadakat Programı', contact: 'İletişim', highlights: 'Öne Çıkanlar' },
  en: { home: 'Home', hotels: 'Hotels', rooms: 'Rooms', events: 'Events', gastronomy: 'Gastronomy', discover: 'Discover', book: 'Book Now', experiences: 'Experiences', about: 'Corporate', brochure: 'Brochure (PDF)', factSheet: 'Fact Sheet (PDF)', offers: 'Offers', spaWellness: 'Spa & Wellness', policies: 'Policies', loyalty: 'A-Club Loyalty Programme', contact: 'Contact', highlights: 'Highlights' },
  ru: { home: 'Главная', hotels: 'Отели', rooms: 'Номера', events: 'События', gastronomy: 'Гастрономия', discover: 'Подробнее', book: 'Забронировать', experiences: 'Впечатления', about: 'О компании', brochure: 'Брошюра (PDF)', factSheet: 'Информация об отеле (PDF)', offers: 'Предложения', spaWellness: 'Спа и велнес', policies: 'Правила', loyalty: 'Программа лояльности A-Club', contact: 'Контакты', highlights: 'Главное' },
  de: { home: 'Startseite', hotels: 'Hotels', rooms: 'Zimmer', events: 'Veranstaltungen', gastronomy: 'Gastronomie', discover: 'Entdecken', book: 'Jetzt buchen', experiences: 'Erlebnisse', about: 'Unternehmen', brochure: 'Broschüre (PDF)', factSheet: 'Hotel-Factsheet (PDF)', offers: 'Angebote', spaWellness: 'Spa & Wellness', policies: 'Richtlinien', loyalty: 'A-Club Treueprogramm', contact: 'Kontakt', highlights: 'Highlights' },
};
