package parryview

// What the tests of package parryview_test, which play through the play
// scene, read of a view.

// InfoSite is the site whose power the panel shows, or −1.
func (pv *ParryView) InfoSite() int { return pv.info }

// Decode reads a step's verb and its sites' names.
func (pv *ParryView) Decode(step string) (verb string, sites []string) { return pv.decode(step) }
