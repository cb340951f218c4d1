import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
import type { FaqText } from '../faq-data.ts';

const faq: FaqText = {
  // Başlarken
  'what-is-pomolo': {
    q: 'Pomolo nedir?',
    a: 'Pomolo, Pomodoro Tekniği’ne dayanan ücretsiz bir odak zamanlayıcısıdır ve hemen yanında bir lo-fi müzik çalar bulunur. Sayfayı açın, Başlat’a basın ve zil çalana kadar tek bir işe odaklanın; ardından kısa bir mola verin ve yeniden başlayın.\n\nHiçbir yere kaydolmanız gerekmez. Pomolo dizüstü bilgisayarda da telefonda da her modern tarayıcıda çalışır ve bir kez yüklendikten sonra internet bağlantısı olmadan da çalışmaya devam eder.',
  },
  'pomodoro-technique': {
    q: 'Pomodoro Tekniği nasıl işler?',
    a: 'Bir iş seçer ve sabit bir süre boyunca, klasik olarak 25 dakika, tüm dikkatinizi ona verirsiniz. Süre dolduğunda cümlenin ortasında bile olsa durur ve işten uzakta 5 dakikalık bir mola verirsiniz. Yaklaşık dört odak bloğundan sonra 15 ile 30 dakika arasında daha uzun bir mola verirsiniz.\n\nSabit süre başlamayı kolaylaştırır (yalnızca 25 dakika için söz verirsiniz), mola dikkatinizi taze tutar, blokları saymak da bir işin gerçekte ne kadar odaklı çalışma gerektirdiğini dürüstçe gösterir. Daha derine inmek isterseniz blogumuzda ayrıntılı bir rehber (İngilizce) bulabilirsiniz.',
  },
  account: {
    q: 'Hesap açmam gerekiyor mu?',
    a: 'Hayır. Pomolo’da ziyaretçi hesabı diye bir şey yoktur. Diliniz, açık veya koyu mod, renk teması ve zamanlayıcı süreleri kullandığınız cihazdaki tarayıcınıza kaydedilir; böylece bir sonraki gelişinizde yerlerinde olurlar.\n\nYine de cihazlarınız odak geçmişinizi, görevlerinizi ve ayarlarınızı paylaşabilir: Ayarlar → Cihazlarınızı eşitleyin bölümünden eşitlemeyi açın, ardından diğer cihazlarınızı bağlantı, QR kodu veya yazılacak kodla eşleştirin. Yine e-posta ya da parola yoktur ve her şey gönderilmeden önce cihazlarınızda şifrelenir, böylece sunucumuz okuyamaz.',
  },
  free: {
    q: 'Pomolo gerçekten ücretsiz mi?',
    a: 'Evet. Pomolo’nun hiçbir ücreti yoktur; premium sürümü, deneme süresi ya da ödeme duvarının arkasına saklanmış bir özelliği yoktur. Zamanlayıcı, müzik, çevrimdışı kullanım ve tüm diller herkese açıktır.',
  },
  languages: {
    q: 'Pomolo hangi dillerde kullanılabilir?',
    a: 'Arayüz 11 dilde kullanılabilir: İngilizce, Almanca, Fransızca, İspanyolca, Türkçe, İtalyanca, Japonca, Çince (Basitleştirilmiş), Rusça, Portekizce ve Korece. Her dilin kendi adresi vardır, örneğin Almanca için /de, Japonca için /ja; seçiminiz de hatırlanır.\n\nBu yanıtlar ve “Pomolo hakkında” sayfası bu dillerin hepsinde yazılmıştır. Blog yazıları ve yasal sayfalar ise şimdilik yalnızca İngilizce olarak sunulmaktadır.',
  },
  // Zamanlayıcı
  defaults: {
    q: 'Zamanlayıcının varsayılan ayarları nelerdir?',
    a: `Varsayılan olarak ${F.defaultWorkMinutes} dakikalık bir odak seansını ${F.defaultBreakMinutes} dakikalık bir mola izler ve her ${F.longBreakEvery} odak seansından sonra ${F.defaultLongBreakMinutes} dakikalık uzun bir mola gelir. Günlük hedef ${F.defaultDailyGoal} odak seansıdır ve çaldığınız müzik molalarda yavaşça kısılır. Ayarlar’da otomatik başlatmayı açmadığınız sürece ne molalar ne de odak seansları kendiliğinden başlar. Bunlar klasik Pomodoro süreleridir ve tekniği hiç denemediyseniz başlamak için iyi bir noktadır.`,
  },
  'change-durations': {
    q: 'Çalışma ve mola sürelerini nasıl değiştiririm?',
    a: `Üst kısımdaki dişli düğmesiyle Ayarlar’ı açın. Çalışma oturumları ${F.workMinMinutes} ile ${F.workMaxMinutes} dakika, molalar ${F.breakMinMinutes} ile ${F.breakMaxMinutes} dakika arasında olabilir. Üç hazır ayar ikisini birden belirler: Pomodoro (${F.presetPomodoro}), Uzatılmış (${F.presetExtended}) ve Uzun Form (${F.presetLongForm}); bunların dışındaki her ikili Özel olarak gösterilir.\n\n“Odak döngüleri” bölümünde uzun moladan önce kaç odak seansı olacağını (${F.longBreakEveryMin} ile ${F.longBreakEveryMax} arası) ve uzun molanın ne kadar süreceğini (${F.longBreakMinMinutes} ile ${F.longBreakMaxMinutes} dakika arası) seçer ya da uzun molaları kapatırsınız. Molaların ve odağın otomatik başlamasını da orada açar, ${F.dailyGoalMin} ile ${F.dailyGoalMax} odak seansı arasında bir günlük hedef belirler ya da hiç hedef koymazsınız.\n\nBir süreyi değiştirmek zamanlayıcıyı durdurur ve kalan süreyi sıfırlar. Mola, çalışma oturumunun yarısından uzunsa Pomolo sizi uyarır; çünkü bu kadar uzun molalar sizi dinlendirmekten çok ritminizi bozar.`,
  },
  'session-end': {
    q: 'Bir oturum bittiğinde ne olur?',
    a: `Zil çalar ve izin verdiyseniz bir bildirim görünür; böylece Pomolo başka bir sekmede açık olsa bile fark edersiniz. Biten her odak seansı tamamlanan seans sayınıza ve odak geçmişinize eklenir. ${F.phaseSwitchSeconds} saniye sonra zamanlayıcı bir sonraki aşamaya geçer: kısa bir mola ya da her ${F.longBreakEvery} odak seansından sonra uzun bir mola.\n\nVarsayılan olarak bir sonraki aşama Başlat’a basmanızı bekler; böylece mola gerçekten işinizin başından kalktığınızda, odak seansı da gerçekten hazır olduğunuzda başlar. Kesintisiz bir ritim isterseniz Ayarlar’da “Molaları otomatik başlat” ya da “Odağı otomatik başlat” seçeneğini açın; bir sonraki aşama kendiliğinden başlar.`,
  },
  'reset-skip': {
    q: 'Sıfırla ve Atla ne işe yarar?',
    a: `Sıfırla, zamanlayıcıyı durdurur ve sizi tam süresiyle bir odak seansının başına döndürür. Atla, zamanlayıcıyı durdurur ve doğrudan diğer aşamaya (odaktan molaya ya da moladan odağa) yine tam süresiyle geçer. Sıfırla, bir sonraki uzun molaya kadarki sayımı da baştan başlatır.`,
  },
  'background-accuracy': {
    q: 'Sekme arka plandayken zamanlayıcı doğru çalışmaya devam eder mi?',
    a: 'Evet. Zamanlayıcı kendi arka plan işçisinde (worker) çalışır ve saniyeleri tek tek geri saymak yerine kalan süreyi her zaman aşamanın biteceği andan hesaplar. Tarayıcılar arka plandaki sekmeleri yavaşlatır, ancak bu, Pomolo’nun zamanlamasını kaydırmaz.\n\nZamanlayıcı çalışırken sekme başlığı aşamayı ve kalan süreyi gösterir, küçük sekme simgesi de odak ile mola arasında değişir; böylece başka herhangi bir sekmeden bir bakışta görebilirsiniz.',
  },
  shortcuts: {
    q: 'Klavye kısayolları var mı?',
    a: 'Evet: Boşluk tuşu zamanlayıcıyı başlatır veya duraklatır, R sıfırlar, S ise diğer aşamaya atlar. Bir metin alanına yazarken kısayollar yok sayılır; bu yüzden bir form doldururken asla ayağınıza dolanmazlar. M müziği sessize alır veya açar, N ve P sonraki ve önceki parçayı çalar, F odak görünümünü açar (Esc ile çıkılır) ve ? tüm kısayolları listeler. Odak sırasında I bir kesintiyi kaydeder; Flowtime modunda B mola başlatır.',
  },
  // Müzik
  'music-kind': {
    q: 'Pomolo ne tür müzik çalıyor?',
    a: 'Dört kategoride sakin, enstrümantal lo-fi: Ders ve Odak, Sakin ve Rahat, Kahve ve Caz, Uyku ve Huzur. Pomolo ile iki saatten fazla müzik gelir: kendimiz bestelediğimiz ve örneklenmiş enstrümanlarla (elektrik piyanolar, kuyruklu piyano, vibrafon, gitarlar, kontrbas, yaylılar ve fırçalı davul) çaldığımız 32 parça. Bunları CC0 lisansıyla yayımlıyoruz (enstrümanların MIT bildirimi Müzik künyesi sayfasındadır); böylece dikkatiniz için yarışan sözler olmadığı gibi, yayın yaparken veya kayıt alırken çalsanız da lisans sorunu çıkmaz.',
  },
  'player-use': {
    q: 'Müzik çaları nasıl kullanırım?',
    a: 'İlk parçasını çalmak için bir kategori seçin ya da listeden istediğiniz parçayı seçin. Çalarda oynatma ve duraklatma, önceki ve sonraki parça, karıştırma, bir ilerleme çubuğu, bir ses düzeyi kaydırıcısı ve bir sessiz düğmesi bulunur; fare tekerleğini ses düzeyi kontrollerinin üzerinde çevirdiğinizde ses küçük adımlarla değişir. Dokunmatik ekranda parçayı değiştirmek için kapak görselini sola veya sağa kaydırabilirsiniz.\n\nBir parça bittiğinde kategorideki sonraki parça kendiliğinden başlar, liste bitince başa döner; karıştırma açıksa rastgele bir parça çalar.',
  },
  'music-and-timer': {
    q: 'Müzik ve zamanlayıcı aynı anda çalışabilir mi?',
    a: `Evet. Varsayılan olarak müzik zamanlayıcıyı izler: Bir odak seansı bittiğinde yavaşça kısılır, bir sonraki başladığında yeniden açılır; böylece molalarınız sessiz geçer. Müziğin molalarda da çalmaya devam etmesini istiyorsanız Ayarlar’da “Molalarda müzik” seçeneğini açın; müzik ile zamanlayıcının tamamen bağımsız olmasını istiyorsanız “Müzik zamanlayıcıyı izlesin” seçeneğini kapatın.\n\nHer durumda müziği zamanlayıcıya dokunmadan istediğiniz an duraklatabilirsiniz. Destekleyen tarayıcılarda klavyenizin medya tuşları ve telefonunuzun kilit ekranı denetimleri de oynatıcıyı yönetir.`,
  },
  'no-autoplay': {
    q: 'Sayfayı açtığımda müzik neden kendiliğinden başlamıyor?',
    a: 'Tarayıcılar, siz bir sayfayla etkileşime geçmeden o sayfanın ses çalmasına izin vermez; biz de zaten sizi müzikle şaşırtmak istemeyiz. Pomolo yüklenirken sizin için bir parça seçer ve oynat düğmesine basmanızı bekler.',
  },
  soundscape: {
    q: 'Yağmur, rüzgâr veya beyaz gürültü ekleyebilir miyim?',
    a: 'Evet. Ana sayfadaki Ortam sesi paneli on bir sesi karıştırır: beyaz, pembe ve kahverengi gürültü, hafif ve sağanak yağmur, uzak gök gürültüsü, rüzgâr, okyanus dalgaları, çıtırdayan ateş, bir dere ve gece cırcır böcekleri. Her biri tarayıcınızda canlı üretilir: indirilecek bir şey yoktur, çevrimdışı çalışır ve asla tekrar etmez. Her katmanın ses düzeyini ayarlayın, «Yağmurlu kütüphane» gibi bir hazır karışımla başlayın, kendi karışımlarınızı kaydedin veya bir karışımı bağlantı olarak paylaşın.\n\nOrtam sesinin kendi ses düzeyi vardır ve müzik gibi zamanlayıcıyı izler: molalarda da çalmasını seçmediyseniz molada kısılarak kapanır. Bir uyku zamanlayıcısı onu 15 ila 90 dakika sonra durdurabilir.',
  },
  'music-offline': {
    q: 'Çevrimdışıyken müzik dinleyebilir miyim?',
    a: 'Favori olarak işaretlediğiniz parçalar, indirme sürerken bir ilerleme çubuğu eşliğinde cihazınıza indirilir ve ardından hiçbir bağlantı olmadan çalar. Çalar, indirdiklerinizin ne kadar depolama alanı kullandığını gösterir; bir indirmeyi istediğiniz zaman kaldırabilirsiniz. İndirilmemiş parçaları akış olarak dinlemek için bağlantı gerekir.',
  },
  // Çevrimdışı ve kurulum
  'works-offline': {
    q: 'Pomolo internet bağlantısı olmadan çalışır mı?',
    a: 'Evet. İlk ziyaretinizden sonra uygulamanın tamamı (zamanlayıcı, ayarlar, temalar, tüm diller ve bu bilgi sayfaları) cihazınızda saklanır ve hiçbir ağ olmadan çalışır. Yalnızca indirmediğiniz müzik için bağlantı gerekir.',
  },
  install: {
    q: 'Pomolo’yu uygulama olarak nasıl yüklerim?',
    a: 'Pomolo bir Progressive Web App’tir (aşamalı web uygulaması); bu yüzden onu uygulama mağazasına gerek kalmadan doğrudan tarayıcıdan yükleyebilirsiniz. Bilgisayarda Chrome veya Edge’de adres çubuğunun sağındaki yükleme simgesini ya da tarayıcı menüsündeki “Pomolo’yu yükle” seçeneğini kullanın. Android’de tarayıcı menüsünü açıp “Uygulamayı yükle” veya “Ana ekrana ekle” seçeneğini seçin. iPhone veya iPad’de Safari’de Paylaş’a dokunun ve “Ana Ekrana Ekle”yi seçin.\n\nYüklenen uygulama kendi penceresinde açılır, ana ekranınızdan veya Dock’tan başlar ve web sitesi gibi çevrimdışı çalışır.',
  },
  updates: {
    q: 'Güncellemeleri nasıl alırım?',
    a: 'Otomatik olarak. Yeni bir sürüm yayımladığımızda tarayıcınız onu arka planda sessizce indirir ve Pomolo’yu bir sonraki açışınızda yeni sürüm devreye girer. Elle indirmeniz veya yüklemeniz gereken hiçbir şey yoktur.',
  },
  'storage-space': {
    q: 'Pomolo cihazımda ne kadar yer kaplar?',
    a: 'Uygulamanın kendisi birkaç megabayt yer kaplar. İndirilen müzik, sakladığınız parça sayısına bağlı olarak daha fazla yer tutar; toplamı çalarda görebilirsiniz. Bu alanı istediğiniz zaman indirmeleri kaldırarak ya da tarayıcı ayarlarınızdan Pomolo’nun site verilerini temizleyerek boşaltabilirsiniz.',
  },
  // Gizlilik ve veriler
  'stored-data': {
    q: 'Hakkımda neleri saklıyorsunuz?',
    a: `Neredeyse hiçbir şeyi; üstelik bunların çoğu cihazınızdan hiç çıkmaz. Tercihleriniz (dil, açık veya koyu mod, renk teması, zamanlayıcı, odak döngüsü ve müzik ayarları), zamanlayıcının durumu, görevleriniz, etiketleriniz, odak geçmişiniz ve indirdiğiniz parçalar cihazınızdaki tarayıcı depolamasında tutulur.\n\nSunucumuz sizinle ilgili bir şeyi yalnızca bize iletişim formu veya öneri formu aracılığıyla yazmayı seçtiğinizde alır. Gizlilik Politikamız (İngilizce) her öğeyi ayrıntılı olarak listeler.\n\nEşitlemeyi açarsanız odak geçmişiniz, görevleriniz, zamanlayıcı ve tema ayarlarınız, kayıtlı karışımlarınız ve favori parçalarınız sunucumuza da ulaşır, ancak yalnızca cihazınızda, cihazlarınızdan hiç çıkmayan bir anahtarla şifrelenmiş olarak: sunucu okuyamadığı şifreli metni saklar ve siz onu istediğiniz zaman silebilirsiniz.`,
  },
  cookies: {
    q: 'Çerez veya izleyici kullanıyor musunuz?',
    a: 'Pomolo reklam ya da analiz çerezi yerleştirmez ve üçüncü taraf izleme betikleri yüklemez. Kullandığımız tek çerez yönetim alanının oturum çerezidir ve onu yalnızca site yöneticileri alır.',
  },
  messages: {
    q: 'Size gönderdiğim mesajlara ne oluyor?',
    a: 'İletişim formu ve öneri formundan gelen mesajlar, istenmeyen iletiler ve kötüye kullanımla mücadele etmek için kullandığımız IP adresiniz ve tarayıcı türünüzle birlikte sunucumuzda saklanır. Onları yalnızca Pomolo ekibi okur. Destek yazışmalarını en fazla 3 yıl saklar, ardından sileriz.',
  },
  'delete-data': {
    q: 'Verilerimi nasıl silerim?',
    a: 'Cihazınızda saklanan her şey, tarayıcı ayarlarınızdan Pomolo’nun site verilerini temizlediğinizde (veya uygulamayı kaldırdığınızda) silinir. Bize gönderdiğiniz bir mesajın silinmesini istiyorsanız iletişim sayfasından bize yazın ve mesajı yaklaşık ne zaman, hangi e-posta adresinden gönderdiğinizi belirtin. Eşitlemeyi açtıysanız sunucumuzdaki şifreli kopyayı Ayarlar → Cihazlarınızı eşitleyin → Eşitlenen verileri sunucudan sil ile silin.',
  },
  // Sorun giderme
  'no-bell': {
    q: 'Oturumun sonunda zili duymuyorum.',
    a: 'Cihazınızın ve tarayıcı sekmesinin sesinin kapalı olmadığından emin olun. Tarayıcılar bir sayfanın ancak siz onunla etkileşime geçtikten sonra ses çalmasına izin verir; bu yüzden sayfayı olduğu gibi bırakmak yerine zamanlayıcıyı bir tıklamayla veya bir tuşa basarak başlatın. Zil sesi yüklenemezse zamanlayıcı sessizce çalışmaya devam eder.',
  },
  'no-notifications': {
    q: 'Bildirim almıyorum.',
    a: 'Bildirimler için izniniz gerekir. İsteği reddettiyseniz tarayıcınızın site ayarlarından Pomolo için bildirimlere izin verin. İşletim sisteminizin bildirimleri gizleyen bir odak veya “Rahatsız Etmeyin” modunda olmadığını da kontrol edin. Zamanlayıcı bildirimler olmadan da normal şekilde çalışır; yalnızca açılır pencereyi görmezsiniz.',
  },
  'track-fails': {
    q: 'Bir parça çalmıyor.',
    a: 'Bir parça yüklenemediğinde Pomolo bir mesaj gösterir ve en fazla üç kez kendiliğinden yeniden dener. Yine de olmazsa bağlantınızı kontrol edin, başka bir parça seçin veya sayfayı yeniden yükleyin. Çevrimdışıyken yalnızca indirilmiş parçalar çalabilir.',
  },
  'settings-reset': {
    q: 'Ayarlarım sıfırlandı.',
    a: 'Ayarlar tarayıcınızın depolama alanında tutulur; bu yüzden tarama verilerinizi temizlediğinizde kaybolur, gizli tarama pencereleri de kapandıklarında onları unutur. Ayrıca her tarayıcı ve her cihaz için ayrı saklanırlar; farklı bir tarayıcı varsayılan ayarlarla başlar. Birkaç cihazda aynı kalmaları için Ayarlar → Cihazlarınızı eşitleyin bölümünden eşitlemeyi açın.',
  },
  'ended-asleep': {
    q: 'Bilgisayarım uyku modundayken zamanlayıcı bitti.',
    a: 'Pomolo gerçek saate göre çalışır; bu yüzden cihazınız uyandığında aşamanın bittiğini bilir. Biten oturum yine de sayılır, ama zil dakikalar sonra gecikmeli olarak çalmaz. Bir sonraki aşamaya hazır olduğunuzda Başlat’a basın.',
  },
  'not-listed': {
    q: 'Sorunum burada yer almıyor.',
    a: 'Bize iletişim sayfasından yazın. Hangi tarayıcıyı ve cihazı kullandığınızı, ne yaptığınızı, ne beklediğinizi ve bunun yerine ne olduğunu anlatın; böylece size çok daha hızlı yardımcı olabiliriz.',
  },
};

export default faq;
