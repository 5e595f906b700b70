// Messages of identity verification (KYC) and AML review, in Turkish and English.
import { defineMessages } from './define';

export const kycMessages = defineMessages(
  {
    'kyc.upload.empty': 'Dosya boş; lütfen belgenizin bir fotoğrafını veya PDF dosyasını seçin',
    'kyc.upload.tooLarge': 'Dosya en fazla 10 MB olabilir',
    'kyc.upload.badType': 'Dosya JPEG, PNG, WebP görüntüsü veya PDF olmalıdır',
    'kyc.upload.tooManyPending': 'İncelenmeyi bekleyen {count} belgeniz var; yenilerini incelemeler bitince yükleyebilirsiniz',
    'kyc.uploaded': 'Belgeniz alındı; incelendiğinde durumunu burada göreceksiniz',
    'kyc.document.notFound': '{id} numaralı belge bulunamadı',
    'kyc.document.alreadyReviewed': '{id} numaralı belge zaten incelendi',
    'kyc.document.approved': 'Belge onaylandı',
    'kyc.document.rejected': 'Belge reddedildi; oyuncu gerekçeyi görecek',
    'kyc.review.reasonRequired': 'Reddetmek için oyuncunun göreceği bir gerekçe yazın',
    'kyc.withdrawal.needsFull':
      'Para çekebilmek için hesabınızın tam doğrulanmış olması gerekir: kimlik belgenizi (ön ve arka yüz) ve adres belgenizi Hesabım > Doğrulama sayfasından yükleyin',
    'kyc.withdrawal.needsBasic':
      'Para çekebilmek için hesabınızı doğrulayın: ad, doğum tarihi, TC Kimlik No ve telefon doğrulaması gerekir (Hesabım > Doğrulama)',
    'kyc.withdrawal.overBasicLimit':
      'Temel doğrulamayla tek seferde en fazla {limit} çekebilirsiniz; daha fazlası için kimlik ve adres belgelerinizi yükleyin',
    'kyc.settings.saved': 'Doğrulama ve AML ayarları kaydedildi',
    'aml.withdrawal.underReview': 'Oyuncunun ödemeleri uyum incelemesinde (vaka #{id}); çekim, vaka sonuçlanana kadar ödenemez',
    'aml.case.notFound': '{id} numaralı vaka bulunamadı',
    'aml.case.alreadyResolved': '{id} numaralı vaka zaten sonuçlandırıldı',
    'aml.case.cleared': 'Vaka kapatıldı; bekleyen çekimler ödenebilir',
    'aml.case.blocked': 'Vaka engellendi; bekleyen {count} çekim reddedildi',
  },
  {
    'kyc.upload.empty': 'The file is empty; please choose a photo or PDF of your document',
    'kyc.upload.tooLarge': 'The file can be at most 10 MB',
    'kyc.upload.badType': 'The file must be a JPEG, PNG or WebP image or a PDF',
    'kyc.upload.tooManyPending': 'You have {count} documents waiting for review; you can upload more once they are reviewed',
    'kyc.uploaded': 'Your document was received; you will see its status here once it is reviewed',
    'kyc.document.notFound': 'Document {id} was not found',
    'kyc.document.alreadyReviewed': 'Document {id} was already reviewed',
    'kyc.document.approved': 'Document approved',
    'kyc.document.rejected': 'Document rejected; the player will see the reason',
    'kyc.review.reasonRequired': 'Write a reason the player will see to reject',
    'kyc.withdrawal.needsFull':
      'To withdraw, your account must be fully verified: upload your identity document (front and back) and a proof of address on My account > Verification',
    'kyc.withdrawal.needsBasic':
      'To withdraw, verify your account: your name, birth date, TC Kimlik No and a verified phone are needed (My account > Verification)',
    'kyc.withdrawal.overBasicLimit':
      'With basic verification you can withdraw at most {limit} at a time; upload your identity and address documents for more',
    'kyc.settings.saved': 'Verification and AML settings saved',
    'aml.withdrawal.underReview': "The player's payments are under compliance review (case #{id}); the withdrawal cannot be paid until the case is resolved",
    'aml.case.notFound': 'Case {id} was not found',
    'aml.case.alreadyResolved': 'Case {id} was already resolved',
    'aml.case.cleared': 'Case cleared; waiting withdrawals can be paid',
    'aml.case.blocked': 'Case blocked; {count} waiting withdrawal(s) rejected',
  },
);
