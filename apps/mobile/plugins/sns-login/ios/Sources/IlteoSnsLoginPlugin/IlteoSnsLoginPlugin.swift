import Foundation
import Capacitor
import KakaoSDKCommon
import KakaoSDKAuth
import KakaoSDKUser
import NaverThirdPartyLogin

/// Kakao and Naver login with their official SDKs (spec §1: social login in
/// the hybrid app). Only the provider's token leaves: the web posts it to
/// POST /api/v1/cmmn/app/sns-login and the server checks it with the provider.
/// Keys come from the plugin's config (capacitor.config.ts reads them from the
/// environment at `cap sync`), so none is committed.
///
/// login({provider}) → {provider, accessToken, idToken?}
/// Rejections: CANCELLED, NOT_CONFIGURED, UNSUPPORTED_PROVIDER, FAILED.
@objc(IlteoSnsLoginPlugin)
public class IlteoSnsLoginPlugin: CAPPlugin, CAPBridgedPlugin, NaverThirdPartyLoginConnectionDelegate {
    public let identifier = "IlteoSnsLoginPlugin"
    public let jsName = "IlteoSnsLogin"
    public let pluginMethods: [CAPPluginMethod] = [
        CAPPluginMethod(name: "login", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "logout", returnType: CAPPluginReturnPromise)
    ]

    private var kakaoReady = false
    private var naverReady = false
    /// The Naver SDK answers through its delegate; the call waiting for it.
    private var pendingNaverCall: CAPPluginCall?

    override public func load() {
        let kakaoKey = getConfig().getString("kakaoNativeAppKey", "") ?? ""
        if !kakaoKey.isEmpty {
            KakaoSDK.initSDK(appKey: kakaoKey)
            kakaoReady = true
        }
        let naverId = getConfig().getString("naverClientId", "") ?? ""
        let naverSecret = getConfig().getString("naverClientSecret", "") ?? ""
        let naverScheme = getConfig().getString("naverUrlScheme", "") ?? ""
        if !naverId.isEmpty && !naverSecret.isEmpty && !naverScheme.isEmpty,
           let naver = NaverThirdPartyLoginConnection.getSharedInstance() {
            naver.isNaverAppOauthEnable = true
            naver.isInAppOauthEnable = true
            naver.serviceUrlScheme = naverScheme
            naver.consumerKey = naverId
            naver.consumerSecret = naverSecret
            naver.appName = "일터"
            naver.delegate = self
            naverReady = true
        }
        // Both SDKs come back to the app through its URL schemes; Capacitor's
        // AppDelegate forwards every opened URL as this notification.
        NotificationCenter.default.addObserver(
            self, selector: #selector(handleOpenUrl(_:)), name: .capacitorOpenURL, object: nil)
    }

    @objc private func handleOpenUrl(_ notification: Notification) {
        guard let object = notification.object as? [String: Any],
              let url = object["url"] as? URL else { return }
        if kakaoReady && AuthApi.isKakaoTalkLoginUrl(url) {
            _ = AuthController.handleOpenUrl(url: url)
            return
        }
        if naverReady {
            let options = object["options"] as? [UIApplication.OpenURLOptionsKey: Any] ?? [:]
            _ = NaverThirdPartyLoginConnection.getSharedInstance()?
                .application(UIApplication.shared, open: url, options: options)
        }
    }

    @objc func login(_ call: CAPPluginCall) {
        switch call.getString("provider") {
        case "kakao": loginKakao(call)
        case "naver": loginNaver(call)
        default: call.reject("Unknown provider", "UNSUPPORTED_PROVIDER")
        }
    }

    @objc func logout(_ call: CAPPluginCall) {
        switch call.getString("provider") {
        case "kakao":
            guard kakaoReady else { return call.resolve() }
            // A failed Kakao logout only means the SDK had no token left.
            UserApi.shared.logout { _ in call.resolve() }
        case "naver":
            if naverReady { NaverThirdPartyLoginConnection.getSharedInstance()?.resetToken() }
            call.resolve()
        default:
            call.reject("Unknown provider", "UNSUPPORTED_PROVIDER")
        }
    }

    // MARK: Kakao

    private func loginKakao(_ call: CAPPluginCall) {
        guard kakaoReady else { return call.reject("Kakao app key is not configured", "NOT_CONFIGURED") }
        DispatchQueue.main.async {
            let finish: (OAuthToken?, Error?) -> Void = { token, error in self.finishKakao(call, token, error) }
            if UserApi.isKakaoTalkLoginAvailable() {
                UserApi.shared.loginWithKakaoTalk(completion: finish)
            } else {
                UserApi.shared.loginWithKakaoAccount(completion: finish)
            }
        }
    }

    private func finishKakao(_ call: CAPPluginCall, _ token: OAuthToken?, _ error: Error?) {
        if let sdkError = error as? SdkError, case .ClientFailed(let reason, _) = sdkError, reason == .Cancelled {
            return call.reject("Cancelled", "CANCELLED")
        }
        guard error == nil, let token = token else {
            return call.reject(error?.localizedDescription ?? "Kakao login failed", "FAILED")
        }
        var result: [String: Any] = ["provider": "kakao", "accessToken": token.accessToken]
        if let idToken = token.idToken { result["idToken"] = idToken }
        call.resolve(result)
    }

    // MARK: Naver

    private func loginNaver(_ call: CAPPluginCall) {
        guard naverReady, let naver = NaverThirdPartyLoginConnection.getSharedInstance() else {
            return call.reject("Naver client is not configured", "NOT_CONFIGURED")
        }
        // A second tap while the first login is open replaces the waiting call.
        pendingNaverCall?.reject("Replaced by a newer login", "CANCELLED")
        pendingNaverCall = call
        DispatchQueue.main.async { naver.requestThirdPartyLogin() }
    }

    private func finishNaver() {
        guard let call = pendingNaverCall else { return }
        pendingNaverCall = nil
        guard let token = NaverThirdPartyLoginConnection.getSharedInstance()?.accessToken, !token.isEmpty else {
            return call.reject("Naver login returned no token", "FAILED")
        }
        call.resolve(["provider": "naver", "accessToken": token])
    }

    public func oauth20ConnectionDidFinishRequestACTokenWithAuthCode() { finishNaver() }

    public func oauth20ConnectionDidFinishRequestACTokenWithRefreshToken() { finishNaver() }

    public func oauth20ConnectionDidFinishDeleteToken() {}

    public func oauth20Connection(_ oauthConnection: NaverThirdPartyLoginConnection!, didFailWithError error: Error!) {
        guard let call = pendingNaverCall else { return }
        pendingNaverCall = nil
        // The iOS SDK reports a closed login screen as an error like any other.
        call.reject((error as NSError?)?.localizedDescription ?? "Naver login failed", "FAILED")
    }
}
