import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
import type { AboutText } from '../about-data.ts';

const about: AboutText = {
  mission: [
    'Odaklı çalışmanın en zor kısmı başlamaktır. Boş belge, okunmamış bölüm, bütün sabah size direnen hata: İş gözünüzde büyür, telefon elinizin altındadır ve gerçek ilk çalışma dakikası gelmeden on dakika uçup gider. Pomolo, o ilk dakikayı kolaylaştırmak için var.',
    'Misyonumuz basit: Herkesin tek tıkla odaklanmaya başlamasına ve sakin müzik ile dürüst molalar eşliğinde devam etmesine yardım etmek; elindeki cihaz hangisi olursa olsun, çevrimiçi ya da çevrimdışı, hesap, abonelik ya da onu takip eden bir izleyici olmadan.',
  ],
  science: [
    'Pomolo, Francesco Cirillo’nun 1980’lerin sonunda geliştirdiği ve öğrenciyken kullandığı domates biçimli mutfak zamanlayıcısından adını alan Pomodoro Tekniği üzerine kuruludur. Tek bir işe sabit bir süre boyunca, klasik olarak 25 dakika çalışırsınız; ardından genellikle 5 dakikalık kısa bir mola, yaklaşık dört bloktan sonra da 15 ile 30 dakika arasında daha uzun bir mola verirsiniz.',
    'Neden işe yaradığını iyi araştırılmış birkaç etki açıklar. Tek bir işle uzun süre uğraşırken dikkat azalır; psikologlar buna uyanıklık düşüşü der ve deneyler, kısa ve planlı molaların performansı hiç ara vermeden devam etmekten daha dengeli tuttuğunu göstermiştir. İşler arasında geçiş yapmak bir “dikkat kalıntısı” bırakır: Zihninizin bir kısmı önceki işte kalır; bu yüzden blok başına tek iş, bloğu korur. Kısa ve sabit bir taahhüt de başlamanın duygusal maliyetini düşürür; ertelemenin genellikle kazandığı yer tam da burasıdır.',
    'Müzik bazı insanlara yardımcı olur, bazılarının ise dikkatini dağıtır. “İlgisiz konuşma etkisi” üzerine yapılan araştırmalar, özellikle şarkı sözlerinin okuma ve yazmayla aynı zihinsel kaynaklar için yarıştığını gösterir; parçalarımızın enstrümantal, dengeli ve göze batmayan olmasının nedeni budur. Sessizlikte daha iyi çalışıyorsanız zamanlayıcı müziksiz de gayet iyi çalışır.',
  ],
  different: [
    [
      {
        lead: 'Zamanlayıcı ve müzik tek yerde.',
        text: 'Video akışı açık ikinci bir sekme yok, parçalar arasında reklam yok. Dört lo-fi kategorisi (Ders ve Odak, Sakin ve Rahat, Kahve ve Caz, Uyku ve Huzur) zamanlayıcının hemen yanında çalar. Yanında, Ortam sesi paneli yağmur, rüzgâr, dere, gürültü ve başka ortam seslerini tarayıcınızda anında üreterek karıştırır.',
      },
      {
        lead: 'Esnek ama karmaşık değil.',
        text: `Varsayılan klasik ${F.defaultPair}’tir; bunun yanında ${F.presetExtended} ve ${F.presetLongForm} hazır ayarları ile ${F.workMinMinutes} ile ${F.workMaxMinutes} dakika arası çalışma ve ${F.breakMinMinutes} ile ${F.breakMaxMinutes} dakika arası moladan oluşan her özel ikili vardır. Her ${F.longBreakEvery} odak seansından sonra uzun bir mola gelir; bir görev listesi, günlük hedef ve istatistikleriniz de istediğinizde hazırdır.`,
      },
      {
        lead: 'Arka planda da doğru.',
        text: 'Zamanlayıcı kendi işçisinde (worker) çalışır ve saate göre hesaplanır; bu yüzden tarayıcınız arka plandaki bir sekmeyi yavaşlattığında kaymaz.',
      },
      {
        lead: 'Çevrimdışı çalışır, uygulama gibi yüklenir.',
        text: 'Tek bir ziyaretten sonra Pomolo bağlantı olmadan çalışır; onu bir Progressive Web App olarak ana ekranınıza veya Dock’unuza ekleyebilirsiniz.',
      },
      {
        lead: 'Tasarımı gereği gizliliğe saygılı.',
        text: 'Hesap yok, kayıt yok, reklam veya analiz izleyicisi yok. Ayarlarınız tarayıcınızda kalır. Cihazlarınız arasında eşitleme isteğe bağlıdır ve uçtan uca şifrelidir.',
      },
      {
        lead: 'Herkes için.',
        text: 'Arayüz 11 dil konuşur, klavye ve ekran okuyucuyla kullanılabilir, altı renk temasıyla açık ve koyu mod sunar.',
      },
      { lead: 'Ücretsiz.', text: 'Her şey, herkes için, premium sürüm olmadan.' },
    ],
  ],
  story: [
    'Pomolo, 2024 yılında Pomodoro Tekniği’ni her gün kullanan ve sürekli hokkabazlık yapmaktan bıkmış insanlar tarafından kuruldu. Zamanlayıcı bir sekmede, müzik başka bir sekmede yaşıyordu; her birinin kendi reklamları, kayıt çağrıları ve korumaları gereken işten dikkati çalan otomatik oynatılan önerileri vardı. Üstelik tren tünele girer girmez ikisi de çalışmayı bırakıyordu.',
    'Biz de istediğimiz aracı yaptık: güvenebileceğiniz bir zamanlayıcı ve arka planda kalan müzikle tek bir sakin sayfa; anında açılan, çevrimdışı çalışmayı sürdüren ve sizden hiçbir şey istemeyen. Onu arkadaşlarımızla, sınıf arkadaşlarımızla ve iş arkadaşlarımızla paylaştık, neyin eksik olduğunu dinledik ve geliştirmeye devam ettik. Pomolo bunun sonucu ve onu kullanan insanların geri bildirimleriyle değişmeye devam ediyor.',
  ],
  team: [
    'Pomolo’yu küçük ve bağımsız bir geliştirici ve tasarımcı ekibi yapıyor; her yeni sürümü test eden öğrenciler, yazarlar ve programcılar da bize el veriyor. Arkamızda reklamverenler yok; yani yalnızca Pomolo’yu kullanan insanlara hesap veriyoruz.',
    'Pomolo’yu her iş günü kendimiz de kullanıyoruz ve birçok ayrıntısı kendi sıkıntılarımızdan doğdu: Dizüstü bilgisayar uyku modundan uyandığında geç çalmaması gereken zil, siz gerçekten kalkmadan başlamaması gereken mola, arka plandaki bir sekmede saniye kaybetmemesi gereken zamanlayıcı.',
  ],
  roadmap: [
    'Sıradaki çalışmalarımız bunlar. Bunlar söz değil plan; sıralarını da sizin önerileriniz belirliyor.',
    [
      'Daha fazla müzik: Her kategoride yeni üretilmiş parçalar ve mevcut dördünün yanında yeni ruh halleri.',
      'Yasal sayfalar ve blog yazıları da 11 dilin hepsinde; tıpkı arayüzün, SSS’nin ve bu sayfanın şimdiden olduğu gibi.',
      'Sesler üzerinde daha ince kontrol: Zili seçmek ve ses düzeyini ayarlamak.',
      'Ayarlarınızı, görevlerinizi ve geçmişinizi kendi cihazlarınız arasında uçtan uca şifreli olarak ve yine hesap olmadan eşitlemek.',
    ],
  ],
  values: [
    [
      {
        lead: 'Zekâ gösterisi değil, sakinlik.',
        text: 'Her özellik yerini sizi sayfada tutarak değil, odaklanmanıza yardım ederek hak etmelidir.',
      },
      {
        lead: 'Dikkatinize ve verilerinize saygı.',
        text: 'Karanlık tasarım kalıpları yok, izleyici yok, ihtiyacımız olmayan hiçbir şey toplanmaz.',
      },
      {
        lead: 'Herkes için erişim.',
        text: 'Ücretsiz, birçok dilde, klavye ve ekran okuyucuyla kullanılabilir, eski ve yeni cihazlarda.',
      },
      {
        lead: 'Dürüstlük.',
        text: 'Pomolo’nun neyi yapıp neyi yapmadığını açıklar, bir şey bozulduğunda size söyleriz.',
      },
    ],
  ],
  community: [
    'Pomolo, onu kullanan insanlarla birlikte büyüyor. Özelliklerinin çoğu, biraz daha iyi ders çalışmak, yazmak ya da kod yazmak isteyen birinin mesajıyla başladı. Blogumuz (İngilizce) odaklanma, erteleme ve gününüzü planlama üzerine pratik rehberler paylaşıyor; kapımız da sorulara, fikirlere ve hata bildirimlerine her zaman açık.',
  ],
};

export default about;
