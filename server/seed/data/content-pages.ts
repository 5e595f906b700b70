// Content categories and pages seeded into every installation (base data): the footer's category
// (id 2, the app asks for it by id) with About Us at id 3 (/pages/3) and the legal pages a licensed
// operator publishes, plus a help category. The texts name no company, so they hold for any operator
// until it edits them; the bodies are HTML the app sanitises before rendering.

export interface LocalizedPage {
  title: string;
  html: string;
}

export interface ContentCategorySeed {
  id: number;
  slug: string;
  sort: number;
  name: { tr: string; en: string };
}

export interface ContentPageSeed {
  id: number;
  slug: string;
  categoryId: number;
  sort: number;
  tr: LocalizedPage;
  en: LocalizedPage;
}

export const footerCategoryId = 2;
export const aboutPageId = 3;

export const contentCategorySeeds: ContentCategorySeed[] = [
  { id: 1, slug: 'help', sort: 2, name: { tr: 'Yardım', en: 'Help' } },
  { id: footerCategoryId, slug: 'footer', sort: 1, name: { tr: 'Kurumsal', en: 'Corporate' } },
];

const about: ContentPageSeed = {
  id: aboutPageId,
  slug: 'about-us',
  categoryId: footerCategoryId,
  sort: 1,
  tr: {
    title: 'Hakkımızda',
    html: `<h2>Hakkımızda</h2>
<p>Sitemiz; slot oyunları, canlı casino, bingo, TV oyunları, spor ve canlı bahis seçeneklerini tek bir hesapta bir araya getiren, Türkçe konuşan oyuncular için tasarlanmış bir çevrim içi eğlence platformudur.</p>
<p>Oyunlarımızı sektörün lisanslı ve bağımsız kuruluşlarca test edilen oyun sağlayıcılarından sunuyoruz. Her oyunun sonucu rastgele sayı üreteçleriyle belirlenir; canlı masalar gerçek krupiyeler tarafından, gerçek zamanlı olarak yönetilir.</p>
<h3>Neye önem veriyoruz?</h3>
<ul>
<li><strong>Güvenlik:</strong> Hesap ve ödeme bilgileriniz şifreli bağlantılar üzerinden iletilir, parolanız yalnızca geri döndürülemez biçimde saklanır.</li>
<li><strong>Şeffaflık:</strong> Bonus kuralları, çevrim şartları ve ödeme süreleri sitemizde açıkça yayımlanır.</li>
<li><strong>Hızlı ödeme:</strong> Çekim talepleri hesap doğrulamasının ardından en kısa sürede işleme alınır.</li>
<li><strong>Sorumlu oyun:</strong> Yatırım limitleri, oyuna ara verme ve hesap kapatma seçenekleri her oyuncunun kullanımına açıktır.</li>
</ul>
<p>Destek ekibimize haftanın yedi günü, günün her saati canlı destek üzerinden ulaşabilirsiniz. Sitemizi yalnızca 18 yaşını doldurmuş kişiler kullanabilir.</p>`,
  },
  en: {
    title: 'About Us',
    html: `<h2>About Us</h2>
<p>Our site is an online entertainment platform built for Turkish-speaking players, bringing slots, live casino, bingo, TV games, sports and live betting together in a single account.</p>
<p>Our games come from game providers that are licensed and tested by independent laboratories. Every game result is decided by a random number generator; live tables are run by real dealers in real time.</p>
<h3>What we care about</h3>
<ul>
<li><strong>Security:</strong> your account and payment details travel over encrypted connections, and your password is only ever stored in a form that cannot be reversed.</li>
<li><strong>Transparency:</strong> bonus rules, wagering requirements and payout times are published openly on the site.</li>
<li><strong>Fast payouts:</strong> withdrawal requests are processed as soon as possible once your account is verified.</li>
<li><strong>Responsible gaming:</strong> deposit limits, time-outs and account closure are available to every player.</li>
</ul>
<p>Our support team is available around the clock, seven days a week, through live chat. Only persons aged 18 or over may use this site.</p>`,
  },
};

const terms: ContentPageSeed = {
  id: 1,
  slug: 'terms-and-conditions',
  categoryId: footerCategoryId,
  sort: 2,
  tr: {
    title: 'Genel Şartlar ve Koşullar',
    html: `<h2>Genel Şartlar ve Koşullar</h2>
<p>Bu şartlar, siteyi işleten şirket (“Şirket”) ile siteye üye olan kişi (“Oyuncu”) arasındaki ilişkiyi düzenler. Siteye üye olarak bu şartları okuduğunuzu ve kabul ettiğinizi beyan edersiniz.</p>
<h3>1. Üyelik</h3>
<ol>
<li>Yalnızca 18 yaşını doldurmuş ve bulunduğu ülkenin mevzuatı şans oyunlarına katılmasına izin veren kişiler üye olabilir.</li>
<li>Her kişi, hane, IP adresi ve ödeme aracı için yalnızca bir hesap açılabilir. Birden fazla hesap tespit edilirse hesaplar kapatılabilir ve bonuslar iptal edilebilir.</li>
<li>Kayıt sırasında verilen bilgilerin doğru ve güncel olması Oyuncu'nun sorumluluğundadır. Şirket, kimlik ve adres doğrulaması için belge isteme hakkını saklı tutar.</li>
</ol>
<h3>2. Hesap ve bakiye</h3>
<ol>
<li>Hesap para birimi Türk lirasıdır (TRY). Bakiye, nakit ve bonus bakiyesinden oluşur; bonus bakiyesi bağlı olduğu çevrim şartları tamamlanmadan çekilemez.</li>
<li>Oyuncu, kullanıcı adı ve parolasının gizliliğinden sorumludur. Hesabınızda yetkisiz bir işlem fark ederseniz derhal destek ekibine bildiriniz.</li>
</ol>
<h3>3. Yatırım ve çekim</h3>
<ol>
<li>Yatırımlar yalnızca hesap sahibine ait ödeme araçlarıyla yapılabilir. Üçüncü kişilere ait araçlarla yapılan yatırımlar iade edilir.</li>
<li>Çekim talepleri, hesap doğrulaması tamamlandıktan sonra işleme alınır. Yatırılan tutarın en az bir kez oyunda kullanılması gerekir.</li>
<li>Kara para aklama ve dolandırıcılık şüphesi olan işlemler, inceleme tamamlanana kadar bekletilebilir ve yetkili makamlara bildirilebilir.</li>
</ol>
<h3>4. Oyunlar ve bahisler</h3>
<ol>
<li>Oyun sonuçları, oyun sağlayıcısının sunucusundaki kayıtlar esas alınarak belirlenir. Teknik arıza nedeniyle yarım kalan oyunlar, sağlayıcının kurallarına göre sonuçlandırılır.</li>
<li>Açık bir hata sonucu oluşan kazançlar (yanlış oran, yazılım hatası) geçersiz sayılabilir.</li>
</ol>
<h3>5. Hesabın kapatılması</h3>
<p>Oyuncu hesabını dilediği zaman destek ekibine başvurarak kapatabilir. Şirket; bu şartların ihlali, sahte belge kullanımı veya hileli oyun hâlinde hesabı kapatma hakkına sahiptir.</p>
<h3>6. Değişiklikler</h3>
<p>Şirket bu şartları değiştirebilir; değişiklikler sitede yayımlandığı tarihte yürürlüğe girer. Önemli değişiklikler oyunculara ayrıca bildirilir.</p>`,
  },
  en: {
    title: 'Terms and Conditions',
    html: `<h2>Terms and Conditions</h2>
<p>These terms govern the relationship between the company operating this site (the “Company”) and the person registering an account (the “Player”). By registering you confirm that you have read and accepted them.</p>
<h3>1. Registration</h3>
<ol>
<li>Only persons aged 18 or over, whose local law allows them to take part in games of chance, may register.</li>
<li>Only one account is allowed per person, household, IP address and payment method. Where multiple accounts are found they may be closed and bonuses cancelled.</li>
<li>The Player is responsible for giving accurate and current details at registration. The Company may request documents to verify identity and address.</li>
</ol>
<h3>2. Account and balance</h3>
<ol>
<li>The account currency is the Turkish lira (TRY). The balance consists of cash and bonus money; bonus money cannot be withdrawn before its wagering requirement is met.</li>
<li>The Player is responsible for keeping the username and password secret. Report any unauthorised activity on your account to support immediately.</li>
</ol>
<h3>3. Deposits and withdrawals</h3>
<ol>
<li>Deposits may only be made with payment methods belonging to the account holder. Deposits from third-party methods are refunded.</li>
<li>Withdrawals are processed once the account has been verified. Deposited amounts must be wagered at least once.</li>
<li>Transactions suspected of money laundering or fraud may be held until reviewed and may be reported to the competent authorities.</li>
</ol>
<h3>4. Games and bets</h3>
<ol>
<li>Game results are determined by the records on the game provider's server. Games interrupted by a technical fault are settled under the provider's rules.</li>
<li>Winnings resulting from an obvious error (a wrong price, a software fault) may be void.</li>
</ol>
<h3>5. Closing an account</h3>
<p>The Player may close the account at any time by contacting support. The Company may close an account for breach of these terms, use of forged documents or cheating.</p>
<h3>6. Changes</h3>
<p>The Company may change these terms; changes take effect when published on the site. Players are told about significant changes separately.</p>`,
  },
};

const responsibleGaming: ContentPageSeed = {
  id: 4,
  slug: 'responsible-gaming',
  categoryId: footerCategoryId,
  sort: 3,
  tr: {
    title: 'Sorumlu Oyun',
    html: `<h2>Sorumlu Oyun</h2>
<p>Oyun bir eğlence biçimidir, gelir kaynağı değildir. Oynamaktan keyif almanız ve kontrolü her zaman elinizde tutmanız bizim için önemlidir.</p>
<h3>Kontrolü elinizde tutmak için</h3>
<ul>
<li>Oynamaya başlamadan önce harcayabileceğiniz tutarı ve süreyi belirleyin; kaybetmeyi göze alamayacağınız parayla oynamayın.</li>
<li>Kayıplarınızı geri kazanmak için oynamayın.</li>
<li>Yorgun, üzgün ya da alkollüyken oynamayın; oyunu günlük yaşamınızın ve sorumluluklarınızın önüne koymayın.</li>
</ul>
<h3>Kendinize sorun</h3>
<ul>
<li>Planladığınızdan daha fazla zaman veya para harcıyor musunuz?</li>
<li>Oyun yüzünden aile, iş ya da okul sorumluluklarınızı ihmal ediyor musunuz?</li>
<li>Oynamadığınızda huzursuz ya da gergin hissediyor musunuz?</li>
</ul>
<p>Bu sorulardan birine “evet” yanıtı veriyorsanız, ara vermenizi ve destek almanızı öneririz.</p>
<h3>Kullanabileceğiniz araçlar</h3>
<ul>
<li><strong>Yatırım limiti:</strong> günlük, haftalık veya aylık yatırım üst sınırı.</li>
<li><strong>Oyuna ara verme:</strong> 24 saatten 6 haftaya kadar hesabınızı askıya alma.</li>
<li><strong>Kendini dışlama:</strong> en az 6 ay süreyle hesabınızın kapatılması.</li>
</ul>
<p>Bu araçlar için canlı destek üzerinden bize ulaşabilirsiniz. Limit düşürme talepleri hemen, limit artırma talepleri 24 saat sonra uygulanır.</p>
<h3>Reşit olmayanların korunması</h3>
<p>18 yaşından küçüklerin üye olması ve oynaması yasaktır. Şüpheli hesaplardan kimlik belgesi istenir. Cihazınızı çocuklarla paylaşıyorsanız ebeveyn denetimi yazılımları kullanmanızı öneririz.</p>`,
  },
  en: {
    title: 'Responsible Gaming',
    html: `<h2>Responsible Gaming</h2>
<p>Gaming is a form of entertainment, not a way to make money. We want you to enjoy playing and to stay in control at all times.</p>
<h3>Staying in control</h3>
<ul>
<li>Decide how much money and time you will spend before you start; never play with money you cannot afford to lose.</li>
<li>Do not chase your losses.</li>
<li>Do not play when tired, upset or under the influence of alcohol; do not let gaming come before your daily life and responsibilities.</li>
</ul>
<h3>Ask yourself</h3>
<ul>
<li>Do you spend more time or money than you planned?</li>
<li>Do you neglect family, work or school because of gaming?</li>
<li>Do you feel restless or irritable when you are not playing?</li>
</ul>
<p>If you answer “yes” to any of these questions, we recommend taking a break and seeking support.</p>
<h3>Tools you can use</h3>
<ul>
<li><strong>Deposit limit:</strong> a daily, weekly or monthly cap on deposits.</li>
<li><strong>Time-out:</strong> suspend your account for anything from 24 hours to 6 weeks.</li>
<li><strong>Self-exclusion:</strong> close your account for at least 6 months.</li>
</ul>
<p>Contact us through live chat to use these tools. Requests to lower a limit take effect at once; requests to raise one take effect after 24 hours.</p>
<h3>Protecting minors</h3>
<p>Persons under 18 may not register or play. We ask suspicious accounts for proof of identity. If you share your device with children, we recommend parental control software.</p>`,
  },
};

const privacy: ContentPageSeed = {
  id: 2,
  slug: 'privacy-policy',
  categoryId: footerCategoryId,
  sort: 4,
  tr: {
    title: 'Gizlilik Politikası',
    html: `<h2>Gizlilik Politikası</h2>
<p>Bu politika, sitemizi kullanırken hangi kişisel verilerinizi işlediğimizi, bunları hangi amaçlarla kullandığımızı ve haklarınızı açıklar. Verileriniz yürürlükteki kişisel verilerin korunması mevzuatına uygun olarak işlenir.</p>
<h3>İşlediğimiz veriler</h3>
<ul>
<li><strong>Kimlik ve iletişim:</strong> ad, soyad, doğum tarihi, kimlik numarası, e-posta, telefon, ülke.</li>
<li><strong>Hesap ve işlem:</strong> kullanıcı adı, yatırım, çekim, bonus ve oyun geçmişi.</li>
<li><strong>Teknik:</strong> IP adresi, cihaz ve tarayıcı bilgisi, oturum kayıtları.</li>
</ul>
<h3>Amaçlar</h3>
<ul>
<li>Üyelik sözleşmesinin kurulması ve hesabınızın yönetilmesi,</li>
<li>Yaş ve kimlik doğrulaması, kara para aklamanın ve dolandırıcılığın önlenmesi,</li>
<li>Ödemelerin gerçekleştirilmesi ve yasal saklama yükümlülüklerinin yerine getirilmesi,</li>
<li>Açık rızanız varsa kampanya ve bonus bildirimleri.</li>
</ul>
<h3>Paylaşım</h3>
<p>Verileriniz yalnızca hizmetin gerektirdiği ölçüde ödeme kuruluşları, oyun sağlayıcıları, kimlik doğrulama hizmetleri ve yasal olarak yetkili makamlarla paylaşılır. Verilerinizi satmayız.</p>
<h3>Saklama ve güvenlik</h3>
<p>Veriler, yasal saklama süreleri boyunca ve şifreli bağlantılar, erişim yetkilendirmesi ve kayıt tutma gibi teknik ve idari tedbirlerle korunarak saklanır. Parolanız yalnızca geri döndürülemez bir özet olarak tutulur.</p>
<h3>Haklarınız</h3>
<p>Verilerinize erişme, düzeltilmesini, silinmesini veya işlenmesinin kısıtlanmasını isteme ve pazarlama iletilerine verdiğiniz rızayı geri alma haklarına sahipsiniz. Taleplerinizi canlı destek üzerinden iletebilirsiniz.</p>
<h3>Çerezler</h3>
<p>Sitenin çalışması için zorunlu çerezler ve tarayıcı depolaması (oturum, dil tercihi) kullanılır. Bu veriler reklam amacıyla üçüncü kişilerle paylaşılmaz.</p>`,
  },
  en: {
    title: 'Privacy Policy',
    html: `<h2>Privacy Policy</h2>
<p>This policy explains which personal data we process when you use our site, why we use it and what your rights are. Your data is processed in line with the applicable data protection legislation.</p>
<h3>Data we process</h3>
<ul>
<li><strong>Identity and contact:</strong> name, surname, date of birth, national ID number, e-mail, phone, country.</li>
<li><strong>Account and transactions:</strong> username, deposit, withdrawal, bonus and game history.</li>
<li><strong>Technical:</strong> IP address, device and browser details, session records.</li>
</ul>
<h3>Purposes</h3>
<ul>
<li>Entering into the membership agreement and managing your account,</li>
<li>Verifying age and identity, preventing money laundering and fraud,</li>
<li>Carrying out payments and meeting legal record-keeping duties,</li>
<li>Campaign and bonus messages, where you have consented.</li>
</ul>
<h3>Sharing</h3>
<p>Your data is shared only as far as the service requires, with payment institutions, game providers, identity verification services and legally competent authorities. We do not sell your data.</p>
<h3>Retention and security</h3>
<p>Data is kept for the legal retention periods and protected by technical and organisational measures such as encrypted connections, access control and audit logs. Your password is only stored as a one-way hash.</p>
<h3>Your rights</h3>
<p>You have the right to access your data, to have it corrected, erased or its processing restricted, and to withdraw consent to marketing messages. Send your requests through live chat.</p>
<h3>Cookies</h3>
<p>The site uses cookies and browser storage that are strictly necessary for it to work (session, language preference). This data is not shared with third parties for advertising.</p>`,
  },
};

const kycAml: ContentPageSeed = {
  id: 5,
  slug: 'kyc-aml-policy',
  categoryId: footerCategoryId,
  sort: 5,
  tr: {
    title: 'KYC ve AML Politikası',
    html: `<h2>Müşterini Tanı (KYC) ve Kara Para Aklamanın Önlenmesi (AML) Politikası</h2>
<p>Şirket, platformunun suç gelirlerinin aklanması, terörün finansmanı ve dolandırıcılık amacıyla kullanılmasını önlemeyi taahhüt eder.</p>
<h3>Kimlik doğrulama</h3>
<p>İlk çekim talebinden önce veya risk değerlendirmesi gerektirdiğinde aşağıdaki belgeler istenebilir:</p>
<ul>
<li>Geçerli, fotoğraflı kimlik belgesi (nüfus cüzdanı, pasaport veya ehliyet),</li>
<li>Son üç ay içinde düzenlenmiş adres belgesi (fatura veya banka hesap özeti),</li>
<li>Kullanılan ödeme aracının size ait olduğunu gösteren belge.</li>
</ul>
<h3>İşlemlerin izlenmesi</h3>
<p>Yatırım ve çekimler olağandışı tutar, sıklık veya davranış açısından izlenir. Yatırılan tutarların oyunda kullanılmadan çekilmesi, birden fazla hesap ya da üçüncü kişi ödeme araçlarının kullanılması incelemeye alınır.</p>
<h3>Bildirim</h3>
<p>Şüpheli işlemler, ilgili mevzuat uyarınca yetkili finansal istihbarat birimlerine bildirilir. Bu bildirimler oyuncuya açıklanmaz.</p>
<h3>Kayıtlar</h3>
<p>Kimlik belgeleri ve işlem kayıtları, hesap kapatıldıktan sonra da yasal süre boyunca güvenli biçimde saklanır.</p>`,
  },
  en: {
    title: 'KYC and AML Policy',
    html: `<h2>Know Your Customer (KYC) and Anti-Money Laundering (AML) Policy</h2>
<p>The Company is committed to preventing its platform from being used for laundering the proceeds of crime, financing terrorism or fraud.</p>
<h3>Identity verification</h3>
<p>Before the first withdrawal, or whenever a risk assessment calls for it, we may ask for:</p>
<ul>
<li>A valid photo ID (national identity card, passport or driving licence),</li>
<li>Proof of address issued within the last three months (a utility bill or bank statement),</li>
<li>Proof that the payment method used belongs to you.</li>
</ul>
<h3>Transaction monitoring</h3>
<p>Deposits and withdrawals are monitored for unusual amounts, frequency or behaviour. Withdrawing deposits without playing them, multiple accounts and third-party payment methods are reviewed.</p>
<h3>Reporting</h3>
<p>Suspicious transactions are reported to the competent financial intelligence units as the law requires. Such reports are not disclosed to the player.</p>
<h3>Records</h3>
<p>Identity documents and transaction records are kept securely for the legal period, also after an account is closed.</p>`,
  },
};

const contact: ContentPageSeed = {
  id: 6,
  slug: 'contact',
  categoryId: footerCategoryId,
  sort: 6,
  tr: {
    title: 'İletişim',
    html: `<h2>İletişim</h2>
<p>Sorularınız, önerileriniz ve şikâyetleriniz için destek ekibimiz haftanın yedi günü, 24 saat hizmetinizdedir.</p>
<ul>
<li><strong>Canlı destek:</strong> sayfanın üst kısmındaki “Canlı Destek” düğmesiyle anında bağlanabilirsiniz.</li>
<li><strong>WhatsApp ve Telegram:</strong> sayfanın alt kısmındaki destek bağlantılarını kullanabilirsiniz.</li>
</ul>
<p>Hesabınızla ilgili taleplerde güvenliğiniz için kullanıcı adınızı belirtmeniz, parolanızı ise hiçbir zaman paylaşmamanız gerekir. Destek ekibimiz parolanızı asla sormaz.</p>
<h3>Şikâyetler</h3>
<p>Şikâyetleriniz en geç 48 saat içinde yanıtlanır. Çözüme ulaşılamazsa şikâyetiniz bir üst birime iletilir ve sonuç size yazılı olarak bildirilir.</p>`,
  },
  en: {
    title: 'Contact',
    html: `<h2>Contact</h2>
<p>Our support team is available 24 hours a day, seven days a week, for your questions, suggestions and complaints.</p>
<ul>
<li><strong>Live chat:</strong> connect instantly with the “Live Chat” button at the top of the page.</li>
<li><strong>WhatsApp and Telegram:</strong> use the support links at the bottom of the page.</li>
</ul>
<p>For account requests please give your username, and never share your password: our support team will never ask for it.</p>
<h3>Complaints</h3>
<p>Complaints are answered within 48 hours. If no solution is reached, your complaint is escalated and you are told the outcome in writing.</p>`,
  },
};

const faq: ContentPageSeed = {
  id: 7,
  slug: 'faq',
  categoryId: 1,
  sort: 1,
  tr: {
    title: 'Sıkça Sorulan Sorular',
    html: `<h2>Sıkça Sorulan Sorular</h2>
<h3>Nasıl üye olurum?</h3>
<p>Sağ üstteki “Kayıt Ol” düğmesine tıklayın, formu doldurun ve telefon numaranızı SMS koduyla doğrulayın.</p>
<h3>Parolamı unuttum, ne yapmalıyım?</h3>
<p>Giriş penceresindeki “Şifremi Unuttum” bağlantısına tıklayın; kullanıcı adınızı girdikten sonra e-posta adresinize gelen kodla yeni parola belirleyebilirsiniz.</p>
<h3>Nasıl para yatırırım?</h3>
<p>Hesabım &gt; Para Yatır bölümünden bir yöntem seçin ve adımları izleyin. Yatırımlarınız onaylandığında bakiyenize yansır.</p>
<h3>Çekim talebim ne zaman sonuçlanır?</h3>
<p>Hesabınız doğrulanmışsa çekim talepleri genellikle aynı gün içinde işleme alınır. Talebinizin durumunu Hesabım &gt; Finansal Hareketler bölümünden izleyebilirsiniz.</p>
<h3>Deneme bonusu nedir?</h3>
<p>Yeni üyelere, kayıt sırasında tercih etmeleri hâlinde yatırım yapmadan verilen bonustur. Bonus kazançları çevrim şartı tamamlandıktan sonra çekilebilir.</p>`,
  },
  en: {
    title: 'Frequently Asked Questions',
    html: `<h2>Frequently Asked Questions</h2>
<h3>How do I sign up?</h3>
<p>Click “Register” at the top right, fill in the form and verify your phone number with the SMS code.</p>
<h3>I forgot my password. What should I do?</h3>
<p>Click “Recovery Password” in the login window; after entering your username you can set a new password with the code sent to your e-mail address.</p>
<h3>How do I deposit?</h3>
<p>Choose a method under My Account &gt; Deposit and follow the steps. Deposits reach your balance once confirmed.</p>
<h3>When will my withdrawal be paid?</h3>
<p>If your account is verified, withdrawals are usually processed the same day. Follow their status under My Account &gt; Financial Activities.</p>
<h3>What is the trial bonus?</h3>
<p>A bonus given to new players who opt in at sign-up, without a deposit. Winnings from it can be withdrawn once its wagering requirement is met.</p>`,
  },
};

const bonusTerms: ContentPageSeed = {
  id: 8,
  slug: 'bonus-terms',
  categoryId: 1,
  sort: 2,
  tr: {
    title: 'Genel Bonus Kuralları',
    html: `<h2>Genel Bonus Kuralları</h2>
<ol>
<li>Her bonus, kendi kampanya sayfasında belirtilen çevrim şartına tabidir. Çevrim tamamlanmadan bonus ve bonustan doğan kazançlar çekilemez.</li>
<li>Çevrime slot oyunları %100, canlı casino ve masa oyunları kampanya sayfasında belirtilen oranda katkı sağlar.</li>
<li>Bonus kullanılırken tek seferde yapılabilecek en yüksek bahis, kampanya sayfasında belirtilen tutardır.</li>
<li>Aynı anda yalnızca bir aktif bonus kullanılabilir.</li>
<li>Kötüye kullanım, çoklu hesap veya risksiz bahis stratejileri tespit edilirse bonus ve kazançlar iptal edilir.</li>
<li>Şirket, kampanyaları önceden duyurmak kaydıyla değiştirme veya sonlandırma hakkını saklı tutar.</li>
</ol>`,
  },
  en: {
    title: 'General Bonus Terms',
    html: `<h2>General Bonus Terms</h2>
<ol>
<li>Every bonus carries the wagering requirement stated on its campaign page. The bonus and its winnings cannot be withdrawn before the requirement is met.</li>
<li>Slots contribute 100% to wagering; live casino and table games contribute at the rate stated on the campaign page.</li>
<li>While a bonus is active, the maximum single stake is the amount stated on the campaign page.</li>
<li>Only one bonus can be active at a time.</li>
<li>Bonuses and winnings are void where abuse, multiple accounts or risk-free betting strategies are detected.</li>
<li>The Company may change or end campaigns after announcing it.</li>
</ol>`,
  },
};

export const contentPageSeeds: ContentPageSeed[] = [terms, privacy, about, responsibleGaming, kycAml, contact, faq, bonusTerms];
