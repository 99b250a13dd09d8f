package kr.ilteo.snslogin

import com.getcapacitor.JSObject
import com.getcapacitor.Plugin
import com.getcapacitor.PluginCall
import com.getcapacitor.PluginMethod
import com.getcapacitor.annotation.CapacitorPlugin
import com.kakao.sdk.auth.model.OAuthToken
import com.kakao.sdk.common.KakaoSdk
import com.kakao.sdk.common.model.ClientError
import com.kakao.sdk.common.model.ClientErrorCause
import com.kakao.sdk.user.UserApiClient
import com.navercorp.nid.NaverIdLoginSDK
import com.navercorp.nid.oauth.OAuthLoginCallback

/**
 * Kakao and Naver login with their official SDKs (spec §1: social login in
 * the hybrid app). Only the provider's token leaves: the web posts it to
 * POST /api/v1/cmmn/app/sns-login and the server checks it with the provider
 * before anyone is signed in. Keys come from the plugin's config
 * (capacitor.config.ts reads them from the environment at `cap sync`), so
 * none is committed.
 *
 * login({provider}) → {provider, accessToken, idToken?}
 * Rejections: CANCELLED (the user backed out), NOT_CONFIGURED (no key),
 * UNSUPPORTED_PROVIDER, FAILED.
 */
@CapacitorPlugin(name = "IlteoSnsLogin")
class IlteoSnsLoginPlugin : Plugin() {
    private var kakaoReady = false
    private var naverReady = false

    override fun load() {
        val kakaoKey = config.getString("kakaoNativeAppKey", "")
        if (kakaoKey.isNotBlank()) {
            KakaoSdk.init(context, kakaoKey)
            kakaoReady = true
        }
        val naverId = config.getString("naverClientId", "")
        val naverSecret = config.getString("naverClientSecret", "")
        if (naverId.isNotBlank() && naverSecret.isNotBlank()) {
            NaverIdLoginSDK.initialize(context, naverId, naverSecret, "일터")
            naverReady = true
        }
    }

    @PluginMethod
    fun login(call: PluginCall) {
        when (call.getString("provider")) {
            "kakao" -> loginKakao(call)
            "naver" -> loginNaver(call)
            else -> call.reject("Unknown provider", "UNSUPPORTED_PROVIDER")
        }
    }

    @PluginMethod
    fun logout(call: PluginCall) {
        when (call.getString("provider")) {
            "kakao" -> {
                if (!kakaoReady) return call.resolve()
                // A failed Kakao logout only means the SDK had no token left.
                UserApiClient.instance.logout { call.resolve() }
            }
            "naver" -> {
                if (naverReady) NaverIdLoginSDK.logout()
                call.resolve()
            }
            else -> call.reject("Unknown provider", "UNSUPPORTED_PROVIDER")
        }
    }

    private fun loginKakao(call: PluginCall) {
        if (!kakaoReady) return call.reject("Kakao app key is not configured", "NOT_CONFIGURED")
        val activity = activity ?: return call.reject("No activity", "FAILED")
        val client = UserApiClient.instance
        val onAccount: (OAuthToken?, Throwable?) -> Unit = { token, error -> finishKakao(call, token, error) }
        if (client.isKakaoTalkLoginAvailable(activity)) {
            client.loginWithKakaoTalk(activity) { token, error ->
                // Cancelled in KakaoTalk: the user chose not to log in. Any other KakaoTalk
                // failure (no account linked in the app) falls back to the Kakao account page.
                if (error is ClientError && error.reason == ClientErrorCause.Cancelled) {
                    call.reject("Cancelled", "CANCELLED")
                } else if (error != null) {
                    client.loginWithKakaoAccount(activity, callback = onAccount)
                } else {
                    finishKakao(call, token, null)
                }
            }
        } else {
            client.loginWithKakaoAccount(activity, callback = onAccount)
        }
    }

    private fun finishKakao(call: PluginCall, token: OAuthToken?, error: Throwable?) {
        if (error is ClientError && error.reason == ClientErrorCause.Cancelled) {
            return call.reject("Cancelled", "CANCELLED")
        }
        if (error != null || token == null) {
            return call.reject(error?.message ?: "Kakao login failed", "FAILED")
        }
        val result = JSObject()
        result.put("provider", "kakao")
        result.put("accessToken", token.accessToken)
        token.idToken?.let { result.put("idToken", it) }
        call.resolve(result)
    }

    private fun loginNaver(call: PluginCall) {
        if (!naverReady) return call.reject("Naver client is not configured", "NOT_CONFIGURED")
        val activity = activity ?: return call.reject("No activity", "FAILED")
        NaverIdLoginSDK.authenticate(activity, object : OAuthLoginCallback {
            override fun onSuccess() {
                val accessToken = NaverIdLoginSDK.getAccessToken()
                if (accessToken.isNullOrBlank()) {
                    call.reject("Naver login returned no token", "FAILED")
                    return
                }
                val result = JSObject()
                result.put("provider", "naver")
                result.put("accessToken", accessToken)
                call.resolve(result)
            }

            override fun onFailure(httpStatus: Int, message: String) {
                // The SDK reports a user who closed its screen as user_cancel.
                val code = NaverIdLoginSDK.getLastErrorCode().code
                if (code == "user_cancel") call.reject("Cancelled", "CANCELLED")
                else call.reject("Naver login failed: $message", "FAILED")
            }

            override fun onError(errorCode: Int, message: String) {
                onFailure(errorCode, message)
            }
        })
    }
}
