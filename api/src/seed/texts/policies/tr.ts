import type { PolicyTexts } from './types';

export const TR: PolicyTexts = {
  kvkk: [
    ['Veri sorumlusu', [
      'Üç otelimizde, bu internet sitesinde ve Nirvana uygulamasında işlenen kişisel verilerinizin veri sorumlusu, {address} adresinde bulunan Nirvana Turizm Yatırımları A.Ş.’dir (Nirvana Hotels).',
      'Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (KVKK) 10. maddesi ve Avrupa Birliği’nden gelen misafirlerimiz için Genel Veri Koruma Tüzüğü’nün (GDPR) 13. ve 14. maddeleri uyarınca hazırlanmıştır. Veri koruma ekibimize {email} adresinden ulaşabilirsiniz.',
    ]],
    ['İşlediğimiz veriler', [
      'Kimlik verileri: girişte kayıt altına almamız kanunen zorunlu olan adınız, doğum tarihiniz, uyruğunuz ve kimlik kartı ya da pasaport numaranız. İletişim verileri: posta adresiniz, e-posta adresiniz ve telefon numaranız.',
      'Rezervasyon ve konaklama verileri: tarihler, oda, fiyat planı, birlikte konakladığınız kişiler, bebek karyolası, diyet ya da engelsiz oda gibi talepleriniz, restoran ve spa randevularınız ve konaklamanız boyunca yaptığınız harcamalar. Ödeme verileri ödeme hizmet sağlayıcımız tarafından işlenir; biz yalnızca kart türünü ve son dört haneyi görürüz.',
      'Güvenlik verileri: otellerin ortak alanlarındaki kameraların kayıtları ve kablosuz ağımızın kayıtları. Çevrimiçi veriler: internet sitemizin ve uygulamamızın kaydettikleri; bunları gizlilik ve çerez politikalarımızda açıklıyoruz.',
    ]],
    ['Verileri hangi amaçla ve hangi hukuki sebeple işliyoruz', [
      'Verilerinizi rezervasyonunuzu oluşturmak ve yönetmek ve konaklamanızı sağlamak için (sözleşmenin ifası, KVKK m. 5/2-c, GDPR m. 6/1-b); başta 1774 sayılı Kimlik Bildirme Kanunu uyarınca misafir kimliklerinin kolluğa bildirilmesi olmak üzere yasal yükümlülüklerimizi ve vergi ile muhasebe yükümlülüklerimizi yerine getirmek için (hukuki yükümlülük) işleriz.',
      'Temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatimiz bulunan durumlarda da veri işleriz: misafirlerimizin ve çalışma arkadaşlarımızın güvenliği, dolandırıcılığın önlenmesi ve geri bildirimlerinizle hizmetimizin iyileştirilmesi. Kampanya ve bülten gönderimi ile zorunlu olmayan çerezler yalnızca açık rızanızla kullanılır; rızanızı dilediğiniz zaman geri alabilirsiniz.',
    ]],
    ['Verileri kimlere aktarıyoruz', [
      'Her alıcıya yalnızca ihtiyaç duyduğu kadarını aktarırız: kanunun gerektirdiği hâllerde kolluk ve diğer kamu kurumlarına; rezervasyonunuzu yapan tur operatörüne ya da seyahat acentesine; yazılı sözleşmelerle talimatlarımız doğrultusunda çalışan rezervasyon, ödeme ve bilişim hizmet sağlayıcılarımıza; tıbbi bir acil durumda sizi tedavi eden doktora ya da hastaneye.',
      'Bu sağlayıcıların bazıları verileri Türkiye dışındaki sunucularda saklar. Bu aktarımlar yalnızca KVKK’nın 9. maddesi ve GDPR’ın V. bölümündeki şartlarla, standart sözleşmeler ya da kanunun tanıdığı başka bir güvenceyle yapılır.',
    ]],
    ['Verileri ne kadar süre saklıyoruz', [
      'Misafir kayıtları ve muhasebe belgeleri, Türk Ticaret Kanunu ve vergi mevzuatının öngördüğü üzere on yıl saklanır. Kamera kayıtları, bir olayın incelenmesi için gerekmedikçe 30 gün sonra silinir.',
      'İletişim formuyla gönderilen mesajlar iki yıl, bülten aboneliğiniz ise aboneliği sonlandırana kadar saklanır; hiç onaylanmayan bir abonelik 72 saat sonra silinir. Süre dolduğunda veriler, kişisel veri saklama ve imha politikamız uyarınca silinir, yok edilir ya da anonim hâle getirilir.',
    ]],
    ['Haklarınız', [
      'KVKK’nın 11. maddesi uyarınca kişisel verilerinizin işlenip işlenmediğini ve işleniyorsa amacını öğrenme; yurt içinde veya yurt dışında kimlere aktarıldığını bilme; eksik ya da yanlış işlenmiş verilerin düzeltilmesini ve hukuka aykırı işlenen verilerin silinmesini isteme; yalnızca otomatik sistemlerle yapılan analiz sonucu aleyhinize bir sonuç doğmasına itiraz etme haklarına sahipsiniz.',
      'Avrupa Birliği’nden gelen misafirlerimiz ayrıca veri taşınabilirliği ve işlemenin kısıtlanması da dâhil olmak üzere GDPR’ın 15 ila 22. maddelerindeki haklara sahiptir. Kişisel Verileri Koruma Kurumu’na ya da ülkenizin denetim makamına şikâyette bulunabilirsiniz.',
    ]],
    ['Başvuru yolu', [
      'Talebinizi yazılı olarak {address} adresine ya da kimliğinizi doğrulayabilmemiz için bize bildirdiğiniz e-posta adresinden {email} adresine iletebilirsiniz. Başvurunuzda adınızı, T.C. kimlik ya da pasaport numaranızı ve talebinizi belirtiniz.',
      'Başvurunuzu en geç 30 gün içinde ücretsiz olarak yanıtlarız. İşlemin ayrıca bir maliyet gerektirmesi hâlinde Kurul’un belirlediği tarifedeki ücreti alabiliriz; bunu size önceden bildiririz.',
    ]],
  ],
  'privacy-policy': [
    ['Bu politikanın kapsamı', [
      'Bu politika, Nirvana Hotels’in bu internet sitesi, Nirvana uygulaması, bültenimiz ve sosyal medya hesaplarımız aracılığıyla topladığı kişisel bilgileri nasıl işlediğini açıklar. Otellerimizde verilerinize ne olduğunu KVKK aydınlatma metnimizde anlatıyoruz.',
    ]],
    ['Çevrimiçi olarak ne topluyoruz', [
      'Bu sitedeki rezervasyon araması kişisel veri toplamaz: tarihlerinizi ve misafir sayısını rezervasyon motorumuza iletir; motor, rezervasyondan önce size kendi gizlilik bildirimini gösterir. İletişim formuyla yazdığınızda adınızı, e-posta adresinizi, telefon numaranızı ve mesajınızı; bültene abone olduğunuzda e-posta adresinizi ve seçtiğiniz oteli alırız. Mesajınız e-postayla yazdığınız otelin resepsiyonuna iletilir, size de mesajı aldığımızı bildiren bir e-posta gönderilir; otel bir misafir ilişkileri (CRM) sistemi kullanıyorsa mesaj oraya da aktarılır. Ekibimiz mesajları ve onaylanmış aboneleri işleri için dışa aktarabilir.',
      'Sunucularımız sitenin çalışması ve güvenliği için her isteği kaydeder: istenen sayfa ya da dosya, saat ve verilen yanıt; reddedilen ya da başarısız bir istekte IP adresiniz de. Bu kayıtlarda e-posta adresiniz ve formlara yazdıklarınız hiçbir zaman yer almaz; kayıtlar en geç 90 gün sonra silinir.',
    ]],
    ['Verileri nasıl kullanıyoruz', [
      'Gönderdiklerinizi sorunuzu ya da talebinizi yanıtlamak, istediğiniz bülteni göndermek ve sitenin hangi bölümlerinin işe yaradığını anlayıp geliştirmek için kullanırız. Kişisel verileri satmayız ve hakkınızda otomatik yollarla karar vermek için kullanmayız.',
    ]],
    ['Bülten', [
      'Abonelik, size e-postayla gönderdiğimiz bağlantıyla onayladığınızda başlar (çift onay); onaylanmayan kayıt 72 saat sonra silinir. Onayınızı ne zaman, hangi sayfada ve hangi dilde verdiğinizi, kabul ettiğiniz politika sürümünü ve onay zamanını kayıt altında tutarız. Her e-postada tek tıkla abonelikten çıkma bağlantısı bulunur; adresiniz o anda listeden silinir. Site üzerinden bize gönderdiğiniz her şeyin silinmesi için {email} adresine yazın.',
    ]],
    ['Verileri nasıl koruyoruz', [
      'Site yalnızca şifreli bağlantı üzerinden sunulur. Kişisel verilere yalnızca işi gereği ihtiyaç duyan çalışma arkadaşlarımız, kişisel hesaplarla ve kayıt altına alınan erişimle ulaşabilir; yedekler şifrelenir.',
      'Kartla ödemeler, rezervasyon motorumuzun PCI DSS sertifikalı ödeme kuruluşu tarafından alınır; kart bilgilerinizi asla e-posta, telefon ya da sohbet üzerinden istemeyiz. Adımıza böyle bir talep alırsanız lütfen yanıtlamayın ve {email} adresinden bize bildirin.',
    ]],
    ['Çocuklar', [
      'Bu internet sitesi 16 yaşından küçük çocuklara yönelik değildir ve onlardan bilerek çevrimiçi veri toplamayız. Aileler rezervasyon yaptığında çocukların adları ve doğum tarihleri ebeveynlerince verilir ve yalnızca konaklamanın sağlanması için kullanılır.',
    ]],
    ['Diğer siteler ve hizmetler', [
      'Rezervasyon motorumuz, iletişim sayfalarımızdaki haritalar, canlı sohbet ve bağlantı verdiğimiz sosyal ağlar, kendi gizlilik politikalarıyla başka şirketler tarafından işletilir. Oralarda bilgi paylaşmadan önce lütfen bu politikaları okuyun.',
    ]],
    ['Değişiklikler ve sorularınız', [
      'Hizmetlerimiz ya da mevzuat değiştiğinde bu politikayı günceller, yeni sürümü bu sayfada yayımlarız. Gizliliğinizle ilgili her soru için {email} adresine yazabilir ya da {phone} numaralı çağrı merkezimizi arayabilirsiniz.',
    ]],
  ],
  cookies: [
    ['Çerez nedir', [
      'Çerezler, bir internet sitesinin sayfalar ya da ziyaretler arasında seçtiğiniz dil gibi bir bilgiyi hatırlamak için tarayıcınızda sakladığı küçük metin dosyalarıdır. Yerel depolama gibi benzer teknolojiler de aynı şekilde çalışır ve bu politikanın kapsamındadır.',
    ]],
    ['Her zaman kullandığımız çerezler', [
      'Yalnızca sitenin çalışması için gerekenler size sorulmadan saklanır: seçtiğiniz dili 365 gün hatırlayan ve ana sayfanın bir dahaki sefere o dilde açılmasını sağlayan dil çerezi ile çerez tercihinizin kendisi; tercihiniz siz değiştirene kadar tarayıcınızın yerel depolamasında tutulur.',
      'İkisi de sitede ne yaptığınızı kaydetmez ve kimseyle paylaşılmaz; bu yüzden ayarlardan kapatılamazlar, ancak tarayıcınızdan silebilirsiniz.',
    ]],
    ['Adlarıyla çerezler', [
      'nirvana-locale: bu sitenin yerleştirdiği çerezdir; dil kodunuzu (tr, en, ru ya da de) tutar ve 365 gün sonra silinir. nirvana-cookie-consent: yerel depolamadaki bir kayıttır; hangi çerez türlerini kabul ettiğinizi tutar.',
      'Analiz ve pazarlama çerezleri, kabul ederseniz, çerez ayarlarında adı geçen sağlayıcılar tarafından orada belirtilen sürelerle yerleştirilir. Canlı sohbet, yazışmayı tarayıcınızın oturum deposunda tutar; sekmeyi kapattığınızda bu depo boşalır.',
    ]],
    ['Analiz çerezleri', [
      'Onayınızla, ziyaretleri saymak, hangi sayfaların okunduğunu, ziyaretçilerin siteye nereden gelip nereden ayrıldığını görmek için analiz çerezleri kullanırız. Gördüğümüz raporlar topludur ve sizi tanımlamaz; çerezler en fazla 13 ay saklanır.',
    ]],
    ['Pazarlama çerezleri', [
      'Onayınızla, reklam iş ortaklarımız sizi bize hangi kampanyanın getirdiğini gösteren ve tekliflerimizi başka sitelerde göstermelerini sağlayan çerezler yerleştirir. Kabul etmezseniz yine reklam görürsünüz, ancak bunlar sitemizi ziyaretinize dayanmaz.',
    ]],
    ['Başka hizmetlerden gelen içerik', [
      'Canlı sohbet, iletişim sayfalarımızdaki haritalar ve yerleştirilmiş videolar başka sağlayıcılardan gelir; bunları kullandığınızda kendi çerezlerini yerleştirebilirler. Sohbet ve etkileşimli harita yalnızca çerez ayarlarında “Sohbet ve harita” iznini verdikten ya da bir ziyaret için düğmelerine bastıktan sonra yüklenir; o zamana kadar sohbetin yerinde bir düğme, haritanın yerinde sabit bir görsel görünür.',
    ]],
    ['Tercihinizi değiştirmek', [
      'İlk ziyaretinizde çerez bildirimi tercihinizi sorar; hangi seçimi yaparsanız yapın site tam olarak çalışır. Fikrinizi her sayfanın altındaki çerez ayarları bağlantısından dilediğiniz zaman değiştirebilir ya da çerezleri tarayıcınızın ayarlarından silebilirsiniz; site o zaman tercihinizi yeniden sorar.',
    ]],
  ],
  terms: [
    ['Bu koşullar hakkında', [
      'Bu koşullar, {address} adresindeki Nirvana Turizm Yatırımları A.Ş. tarafından işletilen Nirvana Hotels internet sitesinin ve uygulamasının kullanımına uygulanır. Siteyi kullanarak bu koşulları kabul etmiş olursunuz; kabul etmiyorsanız lütfen siteyi kullanmayın.',
    ]],
    ['Sitenin kullanımı', [
      'Siteyi otellerimizi tanımak, konaklama aramak ve bize ulaşmak gibi kişisel ve ticari olmayan amaçlarla kullanabilirsiniz. Siteyi toplu olarak kopyalayamaz, çalışmasını engelleyemez, herkese açık olmayan bölümlerine erişmeye çalışamaz ya da istenmeyen mesaj göndermek için kullanamazsınız.',
    ]],
    ['Fiyatlar ve müsaitlik', [
      'Sitedeki fiyatlar bilgi amaçlıdır; aksi belirtilmedikçe euro cinsinden, iki yetişkin için gecelik olarak gösterilir ve önceden bildirilmeksizin değişebilir. Bizi bağlayan fiyat ve koşullar, rezervasyon sırasında rezervasyon motorumuzun onayladıklarıdır.',
      'Kampanyalar sayfalarında belirtilen oteller, konaklama ve rezervasyon tarihleri için, müsaitlik ölçüsünde geçerlidir ve kampanyada aksi yazmadıkça birleştirilemez.',
    ]],
    ['Rezervasyon, ödeme ve iptal', [
      'Rezervasyonlar rezervasyon motorumuzdan ya da {phone} numaralı çağrı merkezimizden yapılır. Her fiyat planının onaydan önce gösterilen kendi ödeme ve iptal koşulları vardır: esnek planlar girişten belirtilen gün sayısı öncesine kadar ücretsiz iptal edilebilir; iadesiz planlarda tutarın tamamı rezervasyonda tahsil edilir ve değişiklik yapılamaz.',
      'Rezervasyonunuzu iptal etmeden gelmezseniz ilk gecenin ücreti tahsil edilir. Tur operatörü aracılığıyla yapılan rezervasyonlarda o operatörün koşulları geçerlidir.',
    ]],
    ['Giriş ve çıkış', [
      'Odalar varış günü 14.00’ten itibaren hazırdır ve ayrılış günü saat 12.00’ye kadar boşaltılmalıdır. Kanun gereği çocuklar dâhil her misafirin girişte kimlik kartı ya da pasaport göstermesi gerekir. Erken giriş ve geç çıkış müsaitliğe bağlıdır ve ücretli olabilir.',
    ]],
    ['Otel kuralları', [
      'Otellerimizin herkes için keyifli kalması için havuzlar gün batımında kapanır, gece yarısından sonra sessizlik saatleri başlar ve à la carte restoranlarda akşamları şık-rahat kıyafet rica edilir. Evcil hayvanlar yalnızca Luxy Pet Hotel kurallarıyla kabul edilir. Misafirler otele verdikleri zarardan sorumludur.',
    ]],
    ['Fikrî mülkiyet', [
      'Sitedeki metinler, fotoğraflar, çizimler, videolar, logolar ve tasarım Nirvana Hotels’e ya da bunları bize lisanslayanlara aittir. Bir sayfanın bağlantısını paylaşmak dışında, yazılı iznimiz olmadan yeniden kullanılamazlar.',
    ]],
    ['Sorumluluk', [
      'Sitedeki bilgilerin doğru olmasına özen gösteririz; ancak oda ve hizmet tanımları ile görseller temsilidir ve ayrıntılar değişebilir. Bağlantı verdiğimiz sitelerin içeriğinden ya da kontrolümüz dışındaki kesintilerden sorumlu değiliz.',
    ]],
    ['Uygulanacak hukuk ve uyuşmazlıklar', [
      'Bu koşullara Türk hukuku uygulanır; Antalya mahkemeleri ve icra daireleri yetkilidir. Tüketiciyseniz 6502 sayılı Tüketicinin Korunması Hakkında Kanun’un ve yerleşim yerinizin hukukunun size tanıdığı haklar saklıdır; yerleşim yerinizdeki tüketici hakem heyetine de başvurabilirsiniz.',
    ]],
  ],
  'iso-statement': [
    ['Taahhüdümüz', [
      'Nirvana Hotels, üç otelinde ve genel müdürlüğünde kalite, çevre ve gıda güvenliği için tek bir entegre yönetim sistemi uygular. Sistemden her otelin yönetimi sorumludur; mutfaktan resepsiyona her çalışma arkadaşımızın bu sistemde bir payı vardır.',
    ]],
    ['Belgelendirme kapsamı', [
      'Sistemimiz kalite yönetimi için ISO 9001:2015, çevre yönetimi için ISO 14001:2015 ve gıda güvenliği yönetimi için ISO 22000:2018 standartlarına göre belgelendirilmiştir. Belgeler Mediterranean Excellence, Cosmopolitan ve Dolce Vita’daki konaklama, yiyecek-içecek, spa ve etkinlik hizmetlerini kapsar ve her yıl TÜV Rheinland tarafından denetlenir.',
    ]],
    ['Kalite', [
      'Misafirlerimizin söylediklerini ölçeriz: misafir anketi, resepsiyon ve çevrimiçi yorumlardan gelen her görüş okunur, yanıtlanır ve bir aksaklık varsa kök nedenine inilir. Her departmanın yazılı hizmet standartları ve ölçülebilir hedefleri vardır; her çalışma arkadaşımız yılda en az 40 saat eğitim alır.',
    ]],
    ['Çevre', [
      'Misafir gecesi başına enerji, su ve atık için yıllık hedefler belirler, ilerlemeyi her çeyrekte raporlarız. Pil, yağ ve kimyasal gibi tehlikeli atıklar ayrı toplanır ve yalnızca lisanslı firmalara teslim edilir. Programımızın tamamını sürdürülebilirlik politikamızda anlatıyoruz.',
    ]],
    ['Gıda güvenliği', [
      'Mutfaklarımız mal kabulden büfeye kadar her aşamada HACCP planlarına uyar. Tedarikçiler onaylanır ve denetlenir, teslimatların sıcaklığı kontrol edilir, soğuk zincir günün her saati izlenir. Yemekler 14 temel alerjenle etiketlenir; şeflerimiz özel diyetler için talep üzerine yemek hazırlar.',
    ]],
    ['Sorumluluklar', [
      'Her otelde sistemin sahibi, bir kalite ve çevre koordinatörünün desteğiyle otelin genel müdürüdür. Departman müdürleri ekiplerinin hedeflerini belirler ve onları eğitir; grubun kalite direktörü üç oteli koordine eder, iç denetimleri yönetir ve yönetim kuruluna raporlar.',
      'Otellerimizde çalışan tedarikçi ve yüklenicilere şartlarımız yazılı olarak bildirilir; kalite, gıda güvenliği ve çevre performansları her yıl değerlendirilir.',
    ]],
    ['Gözden geçirme ve iyileştirme', [
      'İç denetçilerimiz her departmanı yılda iki kez denetler; bulunan her eksik düzeltilir ve kapanana kadar takip edilir. Yönetim yılda bir kez tüm sistemi, hedeflerini ve sonuçlarını gözden geçirir ve gelecek yılın hedeflerini belirler.',
    ]],
    ['Sorularınız', [
      'Bu beyan her yıl gözden geçirilir. Yönetim sistemimiz hakkında daha fazla bilgi almak isteyen misafirlerimiz, tedarikçilerimiz ve iş ortaklarımız {email} adresine yazabilir.',
    ]],
  ],
  'sustainability-policy': [
    ['Yaklaşımımız', [
      'Otellerimiz Antalya kıyısının denizinden, çam ormanlarından ve kasabalarından beslenir; elli yıl sonra da bugünkü kadar güzel olmalarını istiyoruz. Bu politika, üç otelimizde ve genel müdürlüğümüzde ne yaptığımızı, neyi ölçtüğümüzü ve neyi hedeflediğimizi anlatır.',
    ]],
    ['Enerji ve iklim', [
      'Suyumuzun büyük bölümünü güneş kolektörleri ısıtır, tüm aydınlatma LED’dir; bina yönetim sistemi boş odalarda ve balkon kapısı açıkken klimayı kapatır. Hedefimiz 2030’da misafir gecesi başına 2023’e göre %20 daha az enerji kullanmak ve 2028’e kadar elektriğimizin tamamını yenilenebilir kaynaklardan almaktır.',
    ]],
    ['Su', [
      'Duş ve musluklarda akış sınırlayıcılar vardır; bahçeler geceleri damla sulama ve arıtılmış suyla sulanır, serin aylarda havuzlar kullanım saatleri dışında örtülür. Havlu ve çarşaflar siz istediğinizde değiştirilir; bu da her gün binlerce litre su tasarrufu sağlar.',
    ]],
    ['Atık ve plastik', [
      'Atıklar servis alanlarında altı, misafir alanlarında üç ayrı akışta toplanır. Tek kullanımlık plastik pipet, bardak ve banyo ürünü şişelerini kaldırdık; içme suyu filtreli musluklardan ve cam şişelerden gelir. Mutfaklarımız gıda atığını her gün tartar, mümkün olan her yerde siparişe göre pişirir ve kalanı bahçelerimiz için kompost yapar.',
    ]],
    ['Yerel ürün ve yerel insan', [
      'Mutfaklarımızdaki taze ürünlerin %60’tan fazlası 150 kilometre çevredeki çiftçi ve balıkçılardan gelir; fırınlarımız bölgenin ununu kullanır. Çalışma arkadaşlarımızın çoğu otellerin çevresindeki kasabalarda yaşar; onlara yıl boyu eğitim sunar, Antalya’daki meslek okullarını stajlarla destekleriz.',
    ]],
    ['Doğa ve deniz', [
      'Plajlarımız Mavi Bayraklıdır. Caretta caretta deniz kaplumbağaları mayıs–ekim arasında bu kıyıya yumurta bırakır: bu aylarda plaj ışıkları geceleri kapatılır, şezlonglar gün batımında toplanır ve işaretli yuvalar yerel gönüllülerle birlikte korunur. Her sezon plaj ve deniz tabanı temizliklerine katılırız.',
    ]],
    ['Misafirlerimiz nasıl katkı verebilir', [
      'Havlu ya da çarşaflarınızın değiştirilmesine gerek yoksa bize söyleyin, büfeden yiyebileceğiniz kadarını alın, dışarı çıkarken klimayı kapatın ve kaplumbağa yuvalarına dokunmayın. Misafir ilişkileri ekibimiz her otelden başlayan yürüyüş ve bisiklet rotalarını size anlatabilir.',
    ]],
    ['Raporlama', [
      'Enerji, su ve atık verilerimizi ve hedeflerimize göre kaydettiğimiz ilerlemeyi her yıl yayımlarız. Sürdürülebilirlik belgemiz iki yılda bir bağımsız denetimle yenilenir.',
    ]],
  ],
  'covid-19': [
    ['Bugün sağlık ve güvenlik', [
      'Önceki yılların salgın önlemleri sona erdi, ancak o dönemde edindiğimiz hijyen alışkanlıkları bizimle kaldı. Bu sayfa misafirlerimizi ve çalışma arkadaşlarımızı sağlıklı tutmak için neler yaptığımızı ve konaklamanız sırasında kendinizi iyi hissetmezseniz ne yapmanız gerektiğini anlatır.',
    ]],
    ['Temizlik ve hijyen', [
      'Odalar her gün temizlenir ve misafir değişiminde Sağlık Bakanlığı onaylı ürünlerle dezenfekte edilir. Restoranların, spanın ve çocuk kulübünün girişlerinde el dezenfektanı bulunur; havalandırma sisteminin filtreleri belirli bir takvime göre değiştirilir.',
    ]],
    ['Sağlık hizmeti', [
      'Her otelde günün her saati çağrılabilen bir doktor ve gündüzleri görevde bir hemşire bulunur; resepsiyon odanıza muayene ayarlayabilir. Antalya ve Kemer’deki özel hastaneler 30 dakikadan kısa mesafededir, ulaşımınızı biz ayarlarız.',
    ]],
    ['Kendinizi iyi hissetmezseniz', [
      'Lütfen resepsiyona gelmek yerine telefonla arayın; doktor sizi odanızda muayene eder. Odanızda kalmanız gerekirse yemekleriniz odanıza getirilir, oda temizliği size uygun bir saatte yapılır.',
    ]],
    ['Seyahat koşulları', [
      'Türkiye’ye girişte şu anda herhangi bir sağlık şartı aranmamaktadır. Kurallar kısa sürede değişebileceğinden seyahatten önce havayolu şirketinize ve ülkenizin konsolosluğuna danışmanızı öneririz.',
    ]],
    ['Rezervasyonunuzu değiştirmek', [
      'Hastalık nedeniyle seyahat edemezseniz {phone} numaralı çağrı merkezimizi arayın: esnek planlarda tarihlerinizi ücretsiz değiştiririz, diğer planlarda sizinle birlikte en iyi çözümü ararız.',
    ]],
  ],
};
