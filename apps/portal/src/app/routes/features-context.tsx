import { createContext, useContext, type ReactNode } from 'react';
import { features as allFeatures, type PortalFeature } from '../../features';

const FeaturesContext = createContext<readonly PortalFeature[]>(allFeatures);

/** The features the route table was built from, for the header menu and the dashboard. */
export function FeaturesProvider({ features, children }: { features: readonly PortalFeature[]; children: ReactNode }) {
  return <FeaturesContext.Provider value={features}>{children}</FeaturesContext.Provider>;
}

export function useFeatures(): readonly PortalFeature[] {
  return useContext(FeaturesContext);
}
