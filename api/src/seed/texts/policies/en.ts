import type { PolicyTexts } from './types';

export const EN: PolicyTexts = {
  kvkk: [
    ['Data controller', [
      'Nirvana Turizm Yatırımları A.Ş., trading as Nirvana Hotels, {address}, is the data controller for the personal data processed at our three hotels, on this website and in the Nirvana app.',
      'This notice is given under Article 10 of the Turkish Personal Data Protection Law No. 6698 (KVKK) and, for guests in the European Union, Articles 13 and 14 of the General Data Protection Regulation (GDPR). Our data protection team can be reached at {email}.',
    ]],
    ['The data we process', [
      'Identity data: your name, date of birth, nationality and the number of your identity card or passport, which the law asks us to record at check-in. Contact data: postal address, e-mail address and telephone number.',
      'Booking and stay data: dates, room, rate plan, companions, requests you make (a cot, a diet, an accessible room), restaurant and spa appointments, and what you spend during your stay. Payment data is handled by our payment provider; we see only the card type and the last four digits.',
      'Security data: images recorded by the cameras in the public areas of the hotels, and the logs of our Wi-Fi network. Online data: what our website and app record, described in our privacy and cookie policies.',
    ]],
    ['Why we process it, and on what legal basis', [
      'We process your data to make and manage your booking and to provide your stay (performance of a contract, KVKK Article 5(2)(c), GDPR Article 6(1)(b)); to meet our legal duties, above all the reporting of guest identities to the police under the Identity Notification Law No. 1774, and our tax and accounting obligations (legal obligation).',
      'We also process data where we have a legitimate interest that does not override your rights: keeping guests and colleagues safe, preventing fraud, and improving our service from your feedback. With your explicit consent only, we send you offers and newsletters and use cookies that are not strictly necessary; you can withdraw that consent at any time.',
    ]],
    ['Who we share it with', [
      'We share only what each recipient needs: the police and other public authorities where the law requires it; the tour operator or travel agency that made your booking; our booking engine, payment and IT service providers, who act on our instructions under written contracts; and, in a medical emergency, the doctor or hospital treating you.',
      'Some of these providers keep data on servers outside Türkiye. Such transfers are made only under the conditions of KVKK Article 9 and Chapter V of the GDPR, with standard contractual clauses or another safeguard the law recognises.',
    ]],
    ['How long we keep it', [
      'Guest registration records and accounting documents are kept for ten years, as the Turkish Commercial Code and tax law require. Camera recordings are overwritten after 30 days unless they are needed to investigate an incident.',
      'Messages sent through our contact form are kept for two years, and your newsletter subscription until you unsubscribe; a subscription you never confirmed is deleted after 72 hours. When a period ends, the data is deleted, destroyed or anonymised under our data retention and destruction policy.',
    ]],
    ['Your rights', [
      'Under KVKK Article 11 you may ask whether we process data about you and, if so, for what purpose; learn to whom it has been transferred in Türkiye or abroad; have incomplete or wrong data corrected and unlawfully processed data erased; and object to a result that goes against you and arises solely from automated processing.',
      'Guests in the European Union also have the rights of GDPR Articles 15 to 22, including data portability and the restriction of processing. You may complain to the Personal Data Protection Authority (Kişisel Verileri Koruma Kurumu) or to the supervisory authority of your country.',
    ]],
    ['How to apply', [
      'Send your request in writing to {address}, or by e-mail to {email} from the address you gave us, so that we can confirm it is you. State your name, your identity number or passport number, and what you are asking for.',
      'We answer free of charge within 30 days. If answering requires a cost, we may charge the fee set by the Authority; we will tell you before we do.',
    ]],
  ],
  'privacy-policy': [
    ['What this policy covers', [
      'This policy explains how Nirvana Hotels handles personal information collected through this website, the Nirvana app, our newsletter and our social media accounts. What happens to your data at the hotels themselves is described in our KVKK and GDPR notice.',
    ]],
    ['What we collect online', [
      'The booking search on this site collects no personal data: it passes your dates and the number of guests to our booking engine, which shows you its own privacy notice before you book. When you write to us through the contact form we receive your name, e-mail address, telephone number and message; when you subscribe to the newsletter, your e-mail address and the hotel you chose. Your message goes by e-mail to the reception of the hotel you wrote to, and you receive an e-mail saying that we have it; where the hotel uses a guest relations (CRM) system, it is passed there too. Our staff can export the messages and the confirmed subscribers for their work.',
      'Our servers log each request to keep the site running and secure: the page or file asked for, the time and the answer, and for a refused or failed request your IP address. The logs never hold your e-mail address or what you wrote in a form, and are deleted after 90 days at most.',
    ]],
    ['How we use it', [
      'We use what you send us to answer your question or request, to send you the newsletter you asked for, and to understand which parts of the site are useful so that we can improve them. We do not sell personal data, and we do not use it to make decisions about you by automated means.',
    ]],
    ['Newsletter', [
      'A subscription starts only when you confirm it with the link we e-mail you (double opt-in); an unconfirmed entry is deleted after 72 hours. We keep a record of when, on which page and in which language you gave your consent, the version of this policy you accepted, and when you confirmed. Every e-mail has a link to unsubscribe in one click; your address is then deleted from the mailing list at once. To have everything you sent us through the site erased, write to {email}.',
    ]],
    ['How we protect it', [
      'The site is served only over an encrypted connection. Access to personal data is limited to the colleagues who need it for their work, with personal accounts and logged access; backups are encrypted.',
      'Card payments are taken by our booking engine’s PCI DSS certified payment provider; we never ask for card details by e-mail, telephone or chat. If you receive such a request in our name, please do not answer it and tell us at {email}.',
    ]],
    ['Children', [
      'This website is not directed at children under 16, and we do not knowingly collect their data online. When a family books, the children’s names and dates of birth are given by their parents and used only to provide the stay.',
    ]],
    ['Other sites and services', [
      'Our booking engine, the maps on our contact pages, the live chat and the social networks we link to are run by other companies under their own privacy policies. Please read them before you share information there.',
    ]],
    ['Changes and questions', [
      'We update this policy when our services or the law change, and publish the new version on this page. For any question about your privacy, write to {email} or call {phone}.',
    ]],
  ],
  cookies: [
    ['What cookies are', [
      'Cookies are small text files a website stores in your browser so that it can remember something between pages or visits, such as the language you chose. Similar technologies, such as local storage, work the same way and are covered by this policy too.',
    ]],
    ['Cookies we always use', [
      'Only what the site needs to work is stored without asking: the language cookie, which remembers the language you chose for 365 days so that the home page opens in it next time, and your cookie choice itself, which is kept in your browser’s local storage until you change it.',
      'Neither records what you do on the site or is shared with anyone, so they cannot be switched off in our settings; you can still delete them in your browser.',
    ]],
    ['The cookies by name', [
      'nirvana-locale: a cookie set by this site; it holds your language code (tr, en, ru or de) and expires after 365 days. nirvana-cookie-consent: an entry in local storage; it holds which kinds of cookies you accepted.',
      'Analytics and marketing cookies, when you accept them, are set by the providers named in the cookie settings, with the lifetimes given there. The live chat keeps the conversation in your browser’s session storage, which is emptied when you close the tab.',
    ]],
    ['Analytics cookies', [
      'With your consent, we use analytics cookies to count visits and see which pages are read, how visitors arrive and where they leave. The reports we see are aggregated and do not identify you; the cookies are kept for at most 13 months.',
    ]],
    ['Marketing cookies', [
      'With your consent, our advertising partners set cookies that tell us which campaign brought you to us and let them show you our offers on other sites. If you do not accept them, you will still see advertisements, but not ones based on your visit to our site.',
    ]],
    ['Content from other services', [
      'The live chat, the maps on our contact pages and embedded videos come from other providers, who may set their own cookies when you use them. The chat and the interactive map load only after you agree to “Chat and map” in the cookie settings, or press their button for one visit; until then the chat shows a button and the map a static picture.',
    ]],
    ['Changing your choice', [
      'When you first visit, the cookie banner asks for your choice, and the site works fully whichever you make. You can change your mind at any time through the cookie settings link at the bottom of every page, or delete cookies in your browser’s settings; the site will then ask again.',
    ]],
  ],
  terms: [
    ['About these terms', [
      'These terms apply to the use of the Nirvana Hotels website and app, run by Nirvana Turizm Yatırımları A.Ş., {address}. By using the site you accept them; if you do not, please do not use it.',
    ]],
    ['Using the website', [
      'You may use the site for your own, non-commercial purposes: to learn about our hotels, to look for a stay and to contact us. You may not copy it in bulk, interfere with its working, try to reach parts that are not public, or use it to send unsolicited messages.',
    ]],
    ['Prices and availability', [
      'Prices on the site are shown in euros, for information, per night for two adults unless stated otherwise, and may change without notice. The price and conditions that bind us are those confirmed by our booking engine when you book.',
      'Offers are valid for the hotels, stay dates and booking dates shown on their page, subject to availability, and cannot be combined unless the offer says so.',
    ]],
    ['Bookings, payment and cancellation', [
      'Bookings are made through our booking engine or our call centre on {phone}. Each rate plan has its own payment and cancellation terms, shown before you confirm: flexible plans can be cancelled free of charge until the stated number of days before arrival, while non-refundable plans are charged in full at booking and cannot be changed.',
      'If you do not arrive and have not cancelled, the first night is charged. Bookings made through a tour operator follow that operator’s conditions.',
    ]],
    ['Check-in and check-out', [
      'Rooms are ready from 14:00 on the day of arrival and must be left by 12:00 on the day of departure. Every guest, including children, must show an identity card or passport at check-in, as the law requires. Early check-in and late check-out depend on availability and may be charged.',
    ]],
    ['House rules', [
      'To keep the hotels pleasant for everyone, the pools close at sunset, quiet hours begin at midnight and the à la carte restaurants ask for smart casual dress in the evening. Pets are welcome only under the Luxy Pet Hotel rules. Guests are liable for damage they cause to the hotel.',
    ]],
    ['Intellectual property', [
      'The texts, photographs, drawings, videos, logos and the design of the site belong to Nirvana Hotels or to those who licensed them to us. You may not reuse them without our written permission, except for sharing a link to a page.',
    ]],
    ['Liability', [
      'We take care that the information on the site is correct, but descriptions and pictures of rooms and services are illustrative and details may change. We are not liable for the content of sites we link to, or for interruptions of the site beyond our control.',
    ]],
    ['Governing law and disputes', [
      'These terms are governed by Turkish law, and the courts and enforcement offices of Antalya have jurisdiction. If you are a consumer, the rights the Consumer Protection Law No. 6502 and the law of your country of residence give you are not affected; you may also apply to the consumer arbitration committee of your place of residence.',
    ]],
  ],
  'iso-statement': [
    ['Our commitment', [
      'Nirvana Hotels runs one integrated management system for quality, the environment and food safety at its three hotels and its head office. The management of each hotel is responsible for it, and every colleague has a part in it, from the kitchens to the front desk.',
    ]],
    ['What is certified', [
      'Our system is certified to ISO 9001:2015 for quality management, ISO 14001:2015 for environmental management and ISO 22000:2018 for food safety management. The certificates cover accommodation, food and beverage, the spa and events at Mediterranean Excellence, Cosmopolitan and Dolce Vita, and are audited every year by TÜV Rheinland.',
    ]],
    ['Quality', [
      'We measure what guests tell us: every comment from the guest survey, the front desk and online reviews is read, answered and, where something went wrong, traced to its cause. Each department has written service standards and measurable targets, and every colleague receives at least 40 hours of training a year.',
    ]],
    ['Environment', [
      'We set yearly targets for energy, water and waste per guest night and report progress against them every quarter. Hazardous waste such as batteries, oils and chemicals is collected separately and handed only to licensed companies. Our sustainability policy describes our programme in full.',
    ]],
    ['Food safety', [
      'Our kitchens follow HACCP plans for every stage from delivery to the buffet. Suppliers are approved and audited, deliveries are checked for temperature, and the cold chain is monitored around the clock. Dishes are labelled with the 14 major allergens, and our chefs prepare meals for special diets on request.',
    ]],
    ['Who is responsible', [
      'Each hotel’s general manager owns the system at that hotel, supported by a quality and environment coordinator. Department heads set their teams’ targets and train them; the group’s quality director coordinates the three hotels, leads the internal audits and reports to the board.',
      'Suppliers and contractors who work in our hotels are told our requirements in writing and are assessed every year on quality, food safety and environmental performance.',
    ]],
    ['Review and improvement', [
      'Internal auditors check every department twice a year; what they find is corrected and followed up until it is closed. Once a year the management reviews the whole system, its targets and its results, and sets the next year’s objectives.',
    ]],
    ['Questions', [
      'This statement is reviewed every year. Guests, suppliers and partners who would like to know more about our management system can write to {email}.',
    ]],
  ],
  'sustainability-policy': [
    ['Our approach', [
      'Our hotels live from the sea, the pine forests and the towns of the Antalya coast, and we want them to be as beautiful in fifty years as they are today. This policy sets out what we do, what we measure and what we aim for, at all three hotels and our head office.',
    ]],
    ['Energy and climate', [
      'Solar collectors heat much of our water, all lighting is LED, and a building management system switches air conditioning off in empty rooms and when a balcony door is open. Our goal is to use 20% less energy per guest night in 2030 than in 2023 and to buy all our electricity from renewable sources by 2028.',
    ]],
    ['Water', [
      'Showers and taps have flow limiters, gardens are watered at night with drip irrigation and treated water, and pools are covered outside opening hours in the cooler months. Towels and sheets are changed when you ask for it, which saves thousands of litres every day.',
    ]],
    ['Waste and plastics', [
      'Waste is sorted into six streams in the back of house and three in guest areas. We have removed single-use plastic straws, cups and toiletry bottles; drinking water comes from filtered taps and glass bottles. Kitchens weigh their food waste every day, cook to order wherever they can, and compost what remains for our gardens.',
    ]],
    ['Local food and local people', [
      'More than 60% of the fresh produce in our kitchens comes from farmers and fishermen within 150 kilometres, and our bakeries use flour from the region. Most of our colleagues live in the towns around the hotels; we offer them year-round training and support the vocational schools of Antalya with internships.',
    ]],
    ['Nature and the sea', [
      'Our beaches hold the Blue Flag. Loggerhead sea turtles nest on this coast from May to October: in those months the beach lights are switched off at night, loungers are cleared at sunset and marked nests are protected together with local volunteers. We take part in beach and seabed clean-ups every season.',
    ]],
    ['How guests can help', [
      'Tell us if you do not need your towels or sheets changed, take only what you will eat from the buffet, switch off the air conditioning when you go out, and leave turtle nests undisturbed. Our guest relations team can tell you about the walking and cycling routes that start from each hotel.',
    ]],
    ['Reporting', [
      'We publish our energy, water and waste figures every year, together with the progress we have made against our targets. Our sustainability certificate is renewed through an independent audit every two years.',
    ]],
  ],
  'covid-19': [
    ['Health and safety today', [
      'The pandemic measures of earlier years have ended, but the hygiene habits we learned from them have stayed with us. This page describes what we do to keep guests and colleagues healthy, and what to do if you feel unwell during your stay.',
    ]],
    ['Cleaning and hygiene', [
      'Rooms are cleaned every day and disinfected between guests with products approved by the Ministry of Health. Hand sanitiser is available at the entrances of restaurants, the spa and the kids club, and the air filters of the ventilation system are changed on a fixed schedule.',
    ]],
    ['Medical care', [
      'Each hotel has a doctor on call around the clock and a nurse on duty during the day; the front desk can arrange a visit to your room. Private hospitals in Antalya and Kemer are less than 30 minutes away, and we can arrange transport.',
    ]],
    ['If you feel unwell', [
      'Please call the front desk rather than coming to reception in person; the doctor will see you in your room. If you need to stay in your room, meals are brought to you and housekeeping is arranged at a time that suits you.',
    ]],
    ['Travel requirements', [
      'Türkiye currently has no health requirements for entry. Rules can change at short notice, so please check with your airline and the consulate of your country before you travel.',
    ]],
    ['Changing your booking', [
      'If illness prevents you from travelling, call our call centre on {phone}: on flexible plans we move your dates without a fee, and on other plans we will look for the best solution with you.',
    ]],
  ],
};
