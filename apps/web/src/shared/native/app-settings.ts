import { nativePlugins } from './bridge';

/**
 * Opens this app's page in the system settings (capacitor-native-settings:
 * the app's details on Android, the app's own page on iOS). Never throws: a
 * missing or failing plugin leaves the user with the guidance they just read
 * (spec §8: a warning, then the web's behaviour, which has no settings page).
 */
export async function openAppSettings(): Promise<boolean> {
  const settings = nativePlugins()?.NativeSettings;
  if (!settings) {
    console.warn('[native] No settings plugin; the user follows the guidance by hand.');
    return false;
  }
  try {
    const { status } = await settings.open({
      optionAndroid: 'application_details',
      optionIOS: 'app',
    });
    return status;
  } catch (error) {
    console.warn('[native] Could not open the app settings.', error);
    return false;
  }
}
