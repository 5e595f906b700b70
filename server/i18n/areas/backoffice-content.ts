// Messages of the back office's site content, casino and bonus campaign editors (issue 16).
import { defineMessages } from './define';

export const backofficeContentMessages = defineMessages(
  {
    'ops.banner.saved': 'Banner kaydedildi',
    'ops.banner.notFound': '{id} numaralı banner bulunamadı',
    'ops.banner.slugTaken': '{slug} adresini bu sliderda başka bir banner kullanıyor',
    'ops.slider.notFound': '{id} numaralı slider bulunamadı',
    'ops.page.saved': 'Sayfa kaydedildi',
    'ops.page.notFound': '{id} numaralı sayfa bulunamadı',
    'ops.page.slugTaken': '{slug} adresini başka bir sayfa kullanıyor',
    'ops.category.notFound': '{id} numaralı kategori bulunamadı',
    'ops.popup.saved': 'Açılış penceresi kaydedildi',
    'ops.popup.notFound': '{id} numaralı açılış penceresi bulunamadı',
    'ops.popup.slugTaken': '{slug} adresini başka bir açılış penceresi kullanıyor',
    'ops.footer.saved': 'Alt bilgi metni kaydedildi',
    'ops.option.saved': 'Site ayarı kaydedildi',
  },
  {
    'ops.banner.saved': 'Banner saved',
    'ops.banner.notFound': 'No banner {id}',
    'ops.banner.slugTaken': 'Another banner of this slider uses the address {slug}',
    'ops.slider.notFound': 'No slider {id}',
    'ops.page.saved': 'Page saved',
    'ops.page.notFound': 'No page {id}',
    'ops.page.slugTaken': 'Another page uses the address {slug}',
    'ops.category.notFound': 'No category {id}',
    'ops.popup.saved': 'Start-up popup saved',
    'ops.popup.notFound': 'No start-up popup {id}',
    'ops.popup.slugTaken': 'Another start-up popup uses the address {slug}',
    'ops.footer.saved': 'Footer text saved',
    'ops.option.saved': 'Site option saved',
  },
);
