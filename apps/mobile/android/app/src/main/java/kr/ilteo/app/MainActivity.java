package kr.ilteo.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
