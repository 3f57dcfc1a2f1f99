import type { PolicyTexts } from './types';

export const DE: PolicyTexts = {
  kvkk: [
    ['Verantwortlicher', [
      'Verantwortlicher für die personenbezogenen Daten, die in unseren drei Hotels, auf dieser Website und in der Nirvana-App verarbeitet werden, ist die Nirvana Turizm Yatırımları A.Ş. (Nirvana Hotels), {address}.',
      'Diese Information erteilen wir nach Artikel 10 des türkischen Datenschutzgesetzes Nr. 6698 (KVKK) und für Gäste aus der Europäischen Union nach den Artikeln 13 und 14 der Datenschutz-Grundverordnung (DSGVO). Unser Datenschutzteam erreichen Sie unter {email}.',
    ]],
    ['Welche Daten wir verarbeiten', [
      'Identitätsdaten: Name, Geburtsdatum, Staatsangehörigkeit und die Nummer Ihres Personalausweises oder Reisepasses, die wir beim Check-in von Gesetzes wegen erfassen müssen. Kontaktdaten: Postanschrift, E-Mail-Adresse und Telefonnummer.',
      'Buchungs- und Aufenthaltsdaten: Reisedaten, Zimmer, Tarif, Mitreisende, Ihre Wünsche (Babybett, Ernährung, barrierefreies Zimmer), Restaurant- und Spa-Termine sowie Ihre Ausgaben während des Aufenthalts. Zahlungsdaten verarbeitet unser Zahlungsdienstleister; wir sehen nur die Kartenart und die letzten vier Ziffern.',
      'Sicherheitsdaten: Aufnahmen der Kameras in den öffentlichen Bereichen der Hotels und die Protokolle unseres WLANs. Online-Daten: was unsere Website und App erfassen; das beschreiben unsere Datenschutz- und Cookie-Richtlinien.',
    ]],
    ['Zwecke und Rechtsgrundlagen', [
      'Wir verarbeiten Ihre Daten, um Ihre Buchung anzulegen und zu verwalten und Ihren Aufenthalt zu erbringen (Vertragserfüllung, Art. 5 Abs. 2 lit. c KVKK, Art. 6 Abs. 1 lit. b DSGVO), und um gesetzliche Pflichten zu erfüllen, vor allem die Meldung der Gästeidentitäten an die Polizei nach dem Identitätsmeldegesetz Nr. 1774 sowie steuer- und handelsrechtliche Pflichten (rechtliche Verpflichtung).',
      'Wir verarbeiten Daten auch, wo wir ein berechtigtes Interesse haben, das Ihre Rechte nicht überwiegt: die Sicherheit von Gästen und Mitarbeitenden, die Verhinderung von Betrug und die Verbesserung unseres Service anhand Ihres Feedbacks. Nur mit Ihrer ausdrücklichen Einwilligung senden wir Angebote und Newsletter und setzen nicht notwendige Cookies ein; die Einwilligung können Sie jederzeit widerrufen.',
    ]],
    ['An wen wir Daten weitergeben', [
      'Jeder Empfänger erhält nur, was er braucht: Polizei und andere Behörden, wo das Gesetz es verlangt; der Reiseveranstalter oder das Reisebüro, über das Sie gebucht haben; unsere Dienstleister für Buchung, Zahlung und IT, die nach unseren Weisungen auf Grundlage schriftlicher Verträge arbeiten; im medizinischen Notfall der behandelnde Arzt oder das Krankenhaus.',
      'Einige dieser Dienstleister speichern Daten auf Servern außerhalb der Türkei. Solche Übermittlungen erfolgen nur unter den Bedingungen von Artikel 9 KVKK und Kapitel V DSGVO, mit Standardvertragsklauseln oder einer anderen gesetzlich anerkannten Garantie.',
    ]],
    ['Wie lange wir Daten speichern', [
      'Meldeunterlagen der Gäste und Buchhaltungsbelege bewahren wir zehn Jahre auf, wie es das türkische Handelsgesetzbuch und das Steuerrecht verlangen. Kameraaufnahmen werden nach 30 Tagen überschrieben, sofern sie nicht zur Aufklärung eines Vorfalls benötigt werden.',
      'Nachrichten über das Kontaktformular speichern wir zwei Jahre, Ihr Newsletter-Abonnement bis zur Abmeldung; ein nie bestätigtes Abonnement löschen wir nach 72 Stunden. Nach Ablauf der Frist werden die Daten gemäß unserer Richtlinie zur Aufbewahrung und Vernichtung gelöscht, vernichtet oder anonymisiert.',
    ]],
    ['Ihre Rechte', [
      'Nach Artikel 11 KVKK können Sie erfahren, ob und zu welchem Zweck wir Daten über Sie verarbeiten und an wen im In- und Ausland sie übermittelt wurden; die Berichtigung unvollständiger oder falscher Daten und die Löschung unrechtmäßig verarbeiteter Daten verlangen; und einem für Sie nachteiligen Ergebnis widersprechen, das ausschließlich auf automatisierter Verarbeitung beruht.',
      'Gäste aus der Europäischen Union haben außerdem die Rechte der Artikel 15 bis 22 DSGVO, einschließlich Datenübertragbarkeit und Einschränkung der Verarbeitung. Sie können sich bei der türkischen Datenschutzbehörde (KVKK) oder bei der Aufsichtsbehörde Ihres Landes beschweren.',
    ]],
    ['So stellen Sie einen Antrag', [
      'Senden Sie Ihren Antrag schriftlich an {address} oder per E-Mail an {email} von der Adresse, die Sie uns genannt haben, damit wir Ihre Identität bestätigen können. Geben Sie Ihren Namen, Ihre Ausweis- oder Passnummer und Ihr Anliegen an.',
      'Wir antworten kostenlos innerhalb von 30 Tagen. Verursacht die Antwort zusätzliche Kosten, können wir die von der Behörde festgelegte Gebühr erheben; darüber informieren wir Sie vorher.',
    ]],
  ],
  'privacy-policy': [
    ['Geltungsbereich', [
      'Diese Richtlinie erklärt, wie Nirvana Hotels mit personenbezogenen Informationen umgeht, die über diese Website, die Nirvana-App, unseren Newsletter und unsere Social-Media-Kanäle erhoben werden. Was mit Ihren Daten in den Hotels selbst geschieht, beschreibt unsere Datenschutzinformation nach KVKK und DSGVO.',
    ]],
    ['Was wir online erheben', [
      'Die Buchungssuche auf dieser Website erhebt keine personenbezogenen Daten: Sie übergibt Reisedaten und Gästezahl an unsere Buchungsmaschine, die Ihnen vor der Buchung ihre eigene Datenschutzerklärung zeigt. Wenn Sie uns über das Kontaktformular schreiben, erhalten wir Namen, E-Mail-Adresse, Telefonnummer und Nachricht; beim Newsletter-Abonnement Ihre E-Mail-Adresse und das gewählte Hotel. Ihre Nachricht geht per E-Mail an die Rezeption des Hotels, dem Sie geschrieben haben, und Sie erhalten eine Eingangsbestätigung; nutzt das Hotel ein System für Gästebeziehungen (CRM), wird sie auch dorthin übermittelt. Unsere Mitarbeiter können Nachrichten und bestätigte Abonnenten für ihre Arbeit exportieren.',
      'Für Betrieb und Sicherheit der Website protokollieren unsere Server jede Anfrage: die aufgerufene Seite oder Datei, die Uhrzeit und die Antwort, bei einer abgewiesenen oder fehlgeschlagenen Anfrage auch Ihre IP-Adresse. Ihre E-Mail-Adresse und was Sie in ein Formular schreiben, stehen nie in diesen Protokollen; sie werden spätestens nach 90 Tagen gelöscht.',
    ]],
    ['Wie wir die Daten nutzen', [
      'Wir nutzen Ihre Angaben, um Ihre Frage oder Anfrage zu beantworten, Ihnen den gewünschten Newsletter zu senden und zu verstehen, welche Teile der Website nützlich sind, damit wir sie verbessern können. Wir verkaufen keine personenbezogenen Daten und treffen damit keine automatisierten Entscheidungen über Sie.',
    ]],
    ['Newsletter', [
      'Ein Abonnement beginnt erst, wenn Sie es über den Link in unserer E-Mail bestätigen (Double-Opt-in); ein unbestätigter Eintrag wird nach 72 Stunden gelöscht. Wir dokumentieren, wann, auf welcher Seite und in welcher Sprache Sie eingewilligt haben, welche Fassung dieser Erklärung Sie angenommen haben und wann Sie bestätigt haben. Jede E-Mail enthält einen Link zur Abmeldung mit einem Klick; Ihre Adresse wird dann sofort aus dem Verteiler gelöscht. Wenn Sie alles löschen lassen möchten, was Sie uns über die Website geschickt haben, schreiben Sie an {email}.',
    ]],
    ['Wie wir Daten schützen', [
      'Die Website wird nur über eine verschlüsselte Verbindung ausgeliefert. Zugriff auf personenbezogene Daten haben nur Mitarbeitende, die ihn für ihre Arbeit brauchen, mit persönlichen Konten und protokolliertem Zugriff; Sicherungen sind verschlüsselt.',
      'Kartenzahlungen nimmt der nach PCI DSS zertifizierte Zahlungsdienstleister unserer Buchungsmaschine entgegen; wir fragen Kartendaten nie per E-Mail, Telefon oder Chat ab. Erhalten Sie eine solche Anfrage in unserem Namen, antworten Sie bitte nicht und informieren Sie uns unter {email}.',
    ]],
    ['Kinder', [
      'Diese Website richtet sich nicht an Kinder unter 16 Jahren, und wir erheben online nicht wissentlich ihre Daten. Bei Familienbuchungen geben die Eltern Namen und Geburtsdaten der Kinder an; sie dienen nur der Durchführung des Aufenthalts.',
    ]],
    ['Andere Websites und Dienste', [
      'Unsere Buchungsmaschine, die Karten auf unseren Kontaktseiten, der Live-Chat und die verlinkten sozialen Netzwerke werden von anderen Unternehmen nach deren eigenen Datenschutzrichtlinien betrieben. Bitte lesen Sie diese, bevor Sie dort Informationen teilen.',
    ]],
    ['Änderungen und Fragen', [
      'Wir aktualisieren diese Richtlinie, wenn sich unsere Dienste oder die Rechtslage ändern, und veröffentlichen die neue Fassung auf dieser Seite. Bei Fragen zum Datenschutz schreiben Sie an {email} oder rufen Sie unser Callcenter unter {phone} an.',
    ]],
  ],
  cookies: [
    ['Was Cookies sind', [
      'Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert, um sich zwischen Seiten oder Besuchen etwas zu merken, etwa die gewählte Sprache. Ähnliche Techniken wie der lokale Speicher funktionieren genauso und fallen ebenfalls unter diese Richtlinie.',
    ]],
    ['Cookies, die wir immer setzen', [
      'Ohne Nachfrage gespeichert wird nur, was die Website zum Funktionieren braucht: das Sprach-Cookie, das Ihre gewählte Sprache 365 Tage speichert, damit die Startseite beim nächsten Mal in ihr öffnet, und Ihre Cookie-Entscheidung selbst, die im lokalen Speicher Ihres Browsers bleibt, bis Sie sie ändern.',
      'Beide zeichnen nicht auf, was Sie auf der Website tun, und werden an niemanden weitergegeben; deshalb lassen sie sich in den Einstellungen nicht abschalten, Sie können sie aber im Browser löschen.',
    ]],
    ['Die Cookies im Einzelnen', [
      'nirvana-locale: ein Cookie dieser Website; es enthält Ihren Sprachcode (tr, en, ru oder de) und verfällt nach 365 Tagen. nirvana-cookie-consent: ein Eintrag im lokalen Speicher; er enthält, welche Arten von Cookies Sie akzeptiert haben.',
      'Analyse- und Marketing-Cookies werden, wenn Sie sie akzeptieren, von den in den Cookie-Einstellungen genannten Anbietern mit den dort angegebenen Laufzeiten gesetzt. Der Live-Chat speichert das Gespräch im Sitzungsspeicher Ihres Browsers, der beim Schließen des Tabs geleert wird.',
    ]],
    ['Analyse-Cookies', [
      'Mit Ihrer Einwilligung nutzen wir Analyse-Cookies, um Besuche zu zählen und zu sehen, welche Seiten gelesen werden, woher Besucher kommen und wo sie die Website verlassen. Wir sehen nur zusammengefasste Berichte, die Sie nicht identifizieren; die Cookies werden höchstens 13 Monate gespeichert.',
    ]],
    ['Marketing-Cookies', [
      'Mit Ihrer Einwilligung setzen unsere Werbepartner Cookies, die zeigen, welche Kampagne Sie zu uns geführt hat, und mit denen sie Ihnen unsere Angebote auf anderen Websites zeigen können. Lehnen Sie sie ab, sehen Sie weiterhin Werbung, aber keine, die auf Ihrem Besuch bei uns beruht.',
    ]],
    ['Inhalte anderer Dienste', [
      'Der Live-Chat, die Karten auf unseren Kontaktseiten und eingebettete Videos stammen von anderen Anbietern, die eigene Cookies setzen können, wenn Sie sie nutzen. Der Chat und die interaktive Karte werden erst geladen, wenn Sie „Chat und Karte“ in den Cookie-Einstellungen zulassen oder für einen Besuch ihre Schaltfläche drücken; bis dahin zeigen sie eine Schaltfläche und ein statisches Bild.',
    ]],
    ['Ihre Auswahl ändern', [
      'Beim ersten Besuch fragt das Cookie-Banner nach Ihrer Entscheidung; die Website funktioniert mit jeder Wahl vollständig. Sie können Ihre Meinung jederzeit über den Link zu den Cookie-Einstellungen unten auf jeder Seite ändern oder Cookies in Ihrem Browser löschen; dann fragt die Website erneut.',
    ]],
  ],
  terms: [
    ['Über diese Bedingungen', [
      'Diese Bedingungen gelten für die Nutzung der Website und der App von Nirvana Hotels, betrieben von der Nirvana Turizm Yatırımları A.Ş., {address}. Mit der Nutzung der Website erkennen Sie sie an; andernfalls nutzen Sie die Website bitte nicht.',
    ]],
    ['Nutzung der Website', [
      'Sie dürfen die Website für eigene, nicht gewerbliche Zwecke nutzen: um unsere Hotels kennenzulernen, einen Aufenthalt zu suchen und uns zu kontaktieren. Nicht erlaubt ist, sie massenhaft zu kopieren, ihren Betrieb zu stören, nicht öffentliche Bereiche zu erreichen oder über sie unerwünschte Nachrichten zu versenden.',
    ]],
    ['Preise und Verfügbarkeit', [
      'Die Preise auf der Website sind unverbindlich in Euro angegeben, sofern nicht anders vermerkt pro Nacht für zwei Erwachsene, und können sich ohne Ankündigung ändern. Verbindlich sind Preis und Bedingungen, die unsere Buchungsmaschine bei der Buchung bestätigt.',
      'Angebote gelten für die auf ihrer Seite genannten Hotels, Reise- und Buchungszeiträume, nach Verfügbarkeit, und sind nicht kombinierbar, sofern das Angebot nichts anderes sagt.',
    ]],
    ['Buchung, Zahlung und Stornierung', [
      'Buchungen erfolgen über unsere Buchungsmaschine oder unser Callcenter unter {phone}. Jeder Tarif hat eigene Zahlungs- und Stornobedingungen, die vor der Bestätigung angezeigt werden: Flexible Tarife sind bis zur genannten Anzahl von Tagen vor Anreise kostenlos stornierbar, nicht erstattbare Tarife werden bei der Buchung vollständig belastet und können nicht geändert werden.',
      'Reisen Sie ohne Stornierung nicht an, wird die erste Nacht berechnet. Für Buchungen über einen Reiseveranstalter gelten dessen Bedingungen.',
    ]],
    ['An- und Abreise', [
      'Die Zimmer stehen am Anreisetag ab 14 Uhr bereit und sind am Abreisetag bis 12 Uhr zu räumen. Jeder Gast, auch Kinder, muss beim Check-in von Gesetzes wegen einen Personalausweis oder Reisepass vorlegen. Früher Check-in und später Check-out sind nach Verfügbarkeit möglich und können berechnet werden.',
    ]],
    ['Hausordnung', [
      'Damit sich alle wohlfühlen, schließen die Pools bei Sonnenuntergang, ab Mitternacht gilt Nachtruhe, und in den À-la-carte-Restaurants bitten wir abends um gepflegte Freizeitkleidung. Haustiere sind nur nach den Regeln des Luxy Pet Hotel willkommen. Gäste haften für Schäden, die sie im Hotel verursachen.',
    ]],
    ['Geistiges Eigentum', [
      'Texte, Fotos, Zeichnungen, Videos, Logos und die Gestaltung der Website gehören Nirvana Hotels oder den Lizenzgebern. Ohne unsere schriftliche Erlaubnis dürfen sie nicht weiterverwendet werden; das Teilen eines Links auf eine Seite ist erlaubt.',
    ]],
    ['Haftung', [
      'Wir achten auf die Richtigkeit der Informationen, doch Beschreibungen und Bilder von Zimmern und Leistungen sind beispielhaft, und Einzelheiten können sich ändern. Für Inhalte verlinkter Websites und für Unterbrechungen außerhalb unseres Einflusses haften wir nicht.',
    ]],
    ['Anwendbares Recht und Streitigkeiten', [
      'Es gilt türkisches Recht; zuständig sind die Gerichte und Vollstreckungsämter von Antalya. Als Verbraucher behalten Sie die Rechte, die Ihnen das türkische Verbraucherschutzgesetz Nr. 6502 und das Recht Ihres Wohnsitzlandes gewähren; Sie können sich auch an die Verbraucherschlichtungsstelle an Ihrem Wohnort wenden.',
    ]],
  ],
  'iso-statement': [
    ['Unsere Verpflichtung', [
      'Nirvana Hotels betreibt in seinen drei Hotels und in der Zentrale ein integriertes Managementsystem für Qualität, Umwelt und Lebensmittelsicherheit. Verantwortlich ist die Leitung jedes Hotels, und alle Mitarbeitenden, von der Küche bis zur Rezeption, tragen ihren Teil dazu bei.',
    ]],
    ['Was zertifiziert ist', [
      'Unser System ist nach ISO 9001:2015 (Qualitätsmanagement), ISO 14001:2015 (Umweltmanagement) und ISO 22000:2018 (Lebensmittelsicherheit) zertifiziert. Die Zertifikate umfassen Unterkunft, Gastronomie, Spa und Veranstaltungen im Mediterranean Excellence, Cosmopolitan und Dolce Vita und werden jährlich von TÜV Rheinland auditiert.',
    ]],
    ['Qualität', [
      'Wir messen, was Gäste uns sagen: Jede Rückmeldung aus der Gästebefragung, an der Rezeption und in Online-Bewertungen wird gelesen und beantwortet, und wo etwas schiefging, suchen wir die Ursache. Jede Abteilung hat schriftliche Servicestandards und messbare Ziele, und alle Mitarbeitenden erhalten mindestens 40 Stunden Schulung im Jahr.',
    ]],
    ['Umwelt', [
      'Wir setzen jährliche Ziele für Energie, Wasser und Abfall pro Gästenacht und berichten vierteljährlich über die Fortschritte. Gefährliche Abfälle wie Batterien, Öle und Chemikalien werden getrennt gesammelt und nur an zugelassene Entsorger übergeben. Unser ganzes Programm beschreibt die Nachhaltigkeitsrichtlinie.',
    ]],
    ['Lebensmittelsicherheit', [
      'Unsere Küchen arbeiten in jedem Schritt, von der Anlieferung bis zum Buffet, nach HACCP-Plänen. Lieferanten werden zugelassen und auditiert, die Temperatur jeder Lieferung wird geprüft und die Kühlkette rund um die Uhr überwacht. Gerichte sind mit den 14 Hauptallergenen gekennzeichnet, und unsere Köche kochen auf Wunsch für besondere Ernährungsformen.',
    ]],
    ['Wer verantwortlich ist', [
      'In jedem Hotel trägt der General Manager die Verantwortung für das System, unterstützt von einer Koordination für Qualität und Umwelt. Die Abteilungsleitungen setzen die Ziele ihrer Teams und schulen sie; die Qualitätsdirektion der Gruppe koordiniert die drei Hotels, leitet die internen Audits und berichtet an den Vorstand.',
      'Lieferanten und Auftragnehmer, die in unseren Hotels arbeiten, erhalten unsere Anforderungen schriftlich und werden jährlich nach Qualität, Lebensmittelsicherheit und Umweltleistung bewertet.',
    ]],
    ['Bewertung und Verbesserung', [
      'Interne Auditoren prüfen jede Abteilung zweimal im Jahr; jeder Befund wird behoben und bis zum Abschluss verfolgt. Einmal im Jahr bewertet die Leitung das gesamte System, seine Ziele und Ergebnisse und legt die Ziele für das nächste Jahr fest.',
    ]],
    ['Fragen', [
      'Diese Erklärung wird jährlich überprüft. Gäste, Lieferanten und Partner, die mehr über unser Managementsystem erfahren möchten, schreiben an {email}.',
    ]],
  ],
  'sustainability-policy': [
    ['Unser Ansatz', [
      'Unsere Hotels leben vom Meer, den Pinienwäldern und den Orten der Küste von Antalya, und wir möchten, dass sie in fünfzig Jahren so schön sind wie heute. Diese Richtlinie beschreibt, was wir in allen drei Hotels und in der Zentrale tun, was wir messen und was wir anstreben.',
    ]],
    ['Energie und Klima', [
      'Solarkollektoren erwärmen einen Großteil unseres Wassers, die gesamte Beleuchtung ist LED, und die Gebäudeleittechnik schaltet die Klimaanlage in leeren Zimmern und bei offener Balkontür ab. Unser Ziel: 2030 pro Gästenacht 20 % weniger Energie als 2023 zu verbrauchen und bis 2028 den gesamten Strom aus erneuerbaren Quellen zu beziehen.',
    ]],
    ['Wasser', [
      'Duschen und Wasserhähne haben Durchflussbegrenzer, die Gärten werden nachts per Tröpfchenbewässerung mit aufbereitetem Wasser versorgt, und in den kühleren Monaten werden die Pools außerhalb der Öffnungszeiten abgedeckt. Handtücher und Bettwäsche wechseln wir auf Ihren Wunsch, was täglich Tausende Liter spart.',
    ]],
    ['Abfall und Plastik', [
      'Im Wirtschaftsbereich wird der Abfall in sechs, in den Gästebereichen in drei Fraktionen getrennt. Einweg-Strohhalme, -Becher und Pflegeflaschen aus Plastik haben wir abgeschafft; Trinkwasser kommt aus gefilterten Zapfstellen und Glasflaschen. Die Küchen wiegen ihre Lebensmittelabfälle täglich, kochen wo möglich auf Bestellung und kompostieren den Rest für unsere Gärten.',
    ]],
    ['Regionale Lebensmittel und Menschen', [
      'Mehr als 60 % der frischen Zutaten unserer Küchen stammen von Bauern und Fischern im Umkreis von 150 Kilometern, und unsere Bäckereien verwenden Mehl aus der Region. Die meisten Mitarbeitenden leben in den Orten rund um die Hotels; wir bilden sie ganzjährig weiter und unterstützen die Berufsschulen in Antalya mit Praktika.',
    ]],
    ['Natur und Meer', [
      'Unsere Strände tragen die Blaue Flagge. Von Mai bis Oktober legen Unechte Karettschildkröten an dieser Küste ihre Eier: In diesen Monaten bleibt die Strandbeleuchtung nachts aus, die Liegen werden bei Sonnenuntergang weggeräumt, und markierte Nester schützen wir gemeinsam mit Freiwilligen aus der Region. Jede Saison beteiligen wir uns an Strand- und Meeresbodenreinigungen.',
    ]],
    ['Wie Gäste helfen können', [
      'Sagen Sie uns, wenn Handtücher oder Bettwäsche nicht gewechselt werden müssen, nehmen Sie am Buffet nur, was Sie essen, schalten Sie beim Verlassen des Zimmers die Klimaanlage aus und lassen Sie Schildkrötennester unberührt. Unsere Gästebetreuung empfiehlt Ihnen Wander- und Radwege, die an jedem Hotel beginnen.',
    ]],
    ['Berichterstattung', [
      'Jedes Jahr veröffentlichen wir unsere Energie-, Wasser- und Abfallzahlen und die Fortschritte gegenüber unseren Zielen. Unser Nachhaltigkeitszertifikat wird alle zwei Jahre durch ein unabhängiges Audit erneuert.',
    ]],
  ],
  'covid-19': [
    ['Gesundheit und Sicherheit heute', [
      'Die Pandemiemaßnahmen früherer Jahre sind aufgehoben, doch die Hygienegewohnheiten von damals haben wir beibehalten. Diese Seite beschreibt, was wir für die Gesundheit von Gästen und Mitarbeitenden tun und was Sie tun können, wenn Sie sich während Ihres Aufenthalts unwohl fühlen.',
    ]],
    ['Reinigung und Hygiene', [
      'Die Zimmer werden täglich gereinigt und bei jedem Gästewechsel mit vom Gesundheitsministerium zugelassenen Mitteln desinfiziert. An den Eingängen der Restaurants, des Spas und des Kinderclubs steht Handdesinfektion bereit, und die Filter der Lüftungsanlage werden nach festem Plan gewechselt.',
    ]],
    ['Medizinische Versorgung', [
      'In jedem Hotel ist rund um die Uhr ein Arzt auf Abruf erreichbar und tagsüber eine Krankenschwester im Dienst; die Rezeption vermittelt einen Besuch auf Ihrem Zimmer. Privatkliniken in Antalya und Kemer sind weniger als 30 Minuten entfernt, und wir organisieren die Fahrt.',
    ]],
    ['Wenn Sie sich unwohl fühlen', [
      'Bitte rufen Sie die Rezeption an, statt selbst hinzugehen; der Arzt untersucht Sie auf Ihrem Zimmer. Müssen Sie im Zimmer bleiben, bringen wir Ihnen die Mahlzeiten, und die Reinigung erfolgt zu einer Zeit, die Ihnen passt.',
    ]],
    ['Einreisebestimmungen', [
      'Für die Einreise in die Türkei gelten derzeit keine gesundheitlichen Auflagen. Da sich Regeln kurzfristig ändern können, informieren Sie sich vor der Reise bitte bei Ihrer Fluggesellschaft und dem Konsulat Ihres Landes.',
    ]],
    ['Buchung ändern', [
      'Wenn Sie wegen Krankheit nicht reisen können, rufen Sie unser Callcenter unter {phone} an: Bei flexiblen Tarifen verschieben wir Ihre Reisedaten kostenlos, bei anderen Tarifen suchen wir gemeinsam mit Ihnen die beste Lösung.',
    ]],
  ],
};
