package engine

import (
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
)

var adapt30Only = flag.String("adapt30", "", "TestAdapt30Dump: only the adapt30 recipes whose name holds this")

// adapt30Recipes are recipes as home cooks paste them, moved to every method in the
// adapt lane's review: the leftovers the cook found and twenty of the lane's own.
var adapt30Recipes = map[string]string{
	"frittata": `{"title":"Baked Vegetable Frittata","servings":4,"ingredients":["8 large eggs","1/2 cup milk","1 red bell pepper, diced","1 small onion, diced","2 cups baby spinach","1/2 cup shredded cheddar","1 tbsp olive oil","1/2 tsp salt","1/4 tsp black pepper"],
	"steps":["Heat the oven to 400°F and grease a 9-inch baking dish.","Cook the onion and pepper in the oil in a skillet until soft, 5 minutes; add the spinach and stir until wilted.","Whisk the eggs, milk, salt and pepper and stir in the vegetables and cheddar.","Pour into the dish and bake 20-25 minutes until set in the middle and golden.","Rest 5 minutes and cut into wedges."]}`,
	"coconut curry": `{"title":"Chicken Coconut Curry","servings":4,"ingredients":["1.5 lb boneless skinless chicken thighs, cut into chunks","1 onion, chopped","3 cloves garlic, minced","1 tbsp grated ginger","2 tbsp curry powder","1 (14 oz) can diced tomatoes","1 (13.5 oz) can coconut milk","1/2 cup plain yogurt","1 tbsp cornstarch mixed with 2 tbsp water","2 tbsp vegetable oil","1 tsp salt","1/4 cup chopped cilantro"],
	"steps":["Heat the oil in a large pan and cook the onion 6 minutes until soft.","Add the garlic, ginger and curry powder and cook 1 minute.","Add the chicken and brown 5 minutes, then the tomatoes and simmer 15 minutes.","Stir in the coconut milk and yogurt and simmer 10 minutes; thicken with the cornstarch slurry.","Season with the salt and scatter the cilantro."]}`,
	"beef curry": `{"title":"Beef Curry","servings":4,"ingredients":["2 lb beef chuck, cut into 1-inch cubes","2 onions, sliced","4 cloves garlic, minced","1 tbsp grated ginger","3 tbsp curry paste","1 (14 oz) can crushed tomatoes","1 cup beef stock","2 tbsp vegetable oil","1 tsp salt","1/4 cup chopped cilantro"],
	"steps":["Brown the beef in the oil in a heavy pot in batches, 8 minutes; set aside.","Cook the onions 8 minutes, then the garlic, ginger and curry paste 2 minutes.","Return the beef, add the tomatoes and stock and simmer covered 2 hours until tender.","Season with the salt and scatter the cilantro."]}`,
	"veg curry": `{"title":"Vegetable Curry","servings":4,"ingredients":["2 potatoes, cubed","1 cauliflower, cut into florets","1 (15 oz) can chickpeas, drained","1 onion, chopped","2 cloves garlic, minced","2 tbsp curry powder","1 (14 oz) can diced tomatoes","1 (13.5 oz) can coconut milk","2 tbsp vegetable oil","1 tsp salt","2 cups baby spinach"],
	"steps":["Cook the onion in the oil 5 minutes, add the garlic and curry powder and cook 1 minute.","Add the potatoes, cauliflower, chickpeas, tomatoes and coconut milk and simmer 25 minutes until the potatoes are tender.","Stir in the spinach until wilted and season with the salt."]}`,
	"hotpot": `{"title":"Lancashire Hotpot","servings":4,"ingredients":["2 lb lamb neck, cut into chunks","2 onions, sliced","2 lb potatoes, thinly sliced","2 tbsp plain flour","2 cups lamb stock","1 tsp thyme","2 tbsp butter, melted","salt and pepper"],
	"instructions":["Heat the oven to 160°C (325°F).","Toss the lamb in the flour and season.","Layer the lamb and onions in a casserole, pour in the stock and scatter the thyme.","Overlap the potato slices on top and brush with the butter.","Cover and bake 2 hours.","Uncover, turn the oven up to 200°C (400°F) and bake 30 minutes more until the potatoes are golden."]}`,
	"breaded pork chops": `{"title":"Breaded Pork Chops","servings":4,"ingredients":["4 boneless pork chops, 3/4 inch thick","1/2 cup plain flour","2 large eggs, beaten","1 cup panko breadcrumbs","1/2 cup grated parmesan","1 tsp salt","1/2 tsp black pepper","1/2 cup vegetable oil","1 lemon, cut in wedges"],
	"steps":["Season the chops with the salt and pepper.","Dredge each chop in the flour, dip in the egg, then press into the panko mixed with the parmesan.","Heat the oil in a large skillet over medium-high heat and fry the chops 4-5 minutes a side until golden and cooked through.","Drain on paper towels and serve with the lemon wedges."]}`,
	"beef stew": `{"title":"Classic Beef Stew","servings":6,"ingredients":["2 lb beef chuck, cut into 1 1/2-inch cubes","3 tbsp plain flour","2 tbsp vegetable oil","1 onion, chopped","3 carrots, sliced","1 lb potatoes, cut into chunks","2 cloves garlic, minced","2 tbsp tomato paste","4 cups beef broth","1 tsp dried thyme","2 bay leaves","1 tsp salt","1/2 tsp black pepper","1 cup frozen peas"],
	"steps":["Toss the beef in the flour, salt and pepper.","Brown the beef in the oil in a Dutch oven in batches, 8 minutes; set aside.","Cook the onion 5 minutes, then the garlic and tomato paste 1 minute.","Return the beef, add the broth, thyme and bay leaves, cover and simmer 1 1/2 hours.","Add the carrots and potatoes and simmer 30 minutes more until tender.","Stir in the peas for the last 5 minutes and remove the bay leaves."]}`,
	"roast chicken": `{"title":"Roast Chicken with Lemon","servings":4,"ingredients":["1 whole chicken (about 4 lb)","1 lemon, halved","4 cloves garlic","2 tbsp butter, softened","1 tsp salt","1/2 tsp black pepper","4 sprigs thyme"],
	"steps":["Heat the oven to 220°C (425°F).","Pat the chicken dry, rub with the butter and season with the salt and pepper; put the lemon, garlic and thyme inside.","Roast 1 hour 15 minutes, until the juices run clear and the thigh reads 74°C (165°F).","Rest 15 minutes before carving."]}`,
	"baked ziti": `{"title":"Baked Ziti","servings":6,"ingredients":["1 lb ziti","1 lb Italian sausage, casings removed","1 onion, chopped","3 cloves garlic, minced","1 (24 oz) jar marinara sauce","1 cup ricotta","2 cups shredded mozzarella","1/2 cup grated parmesan","1 tbsp olive oil"],
	"steps":["Heat the oven to 375°F.","Boil the ziti 2 minutes less than the packet says and drain.","Brown the sausage in the oil in a skillet with the onion, 8 minutes; add the garlic and marinara and simmer 5 minutes.","Stir the ziti into the sauce with the ricotta and half the mozzarella and tip into a 9x13 baking dish.","Top with the rest of the mozzarella and the parmesan and bake 25 minutes until bubbling and browned."]}`,
	"beef stir-fry": `{"title":"Beef and Broccoli Stir-Fry","servings":4,"ingredients":["1 lb flank steak, thinly sliced","1 head broccoli, cut into florets","3 tbsp soy sauce","1 tbsp oyster sauce","1 tbsp cornstarch","2 cloves garlic, minced","1 tbsp grated ginger","2 tbsp vegetable oil","1 tsp sesame oil","cooked rice to serve"],
	"steps":["Toss the steak with 1 tbsp soy sauce and the cornstarch.","Heat 1 tbsp oil in a wok over high heat and stir-fry the steak 2 minutes; tip out.","Add the rest of the oil and stir-fry the broccoli 3 minutes with a splash of water.","Add the garlic and ginger for 30 seconds, return the steak with the rest of the soy sauce and the oyster sauce and toss 1 minute.","Drizzle with the sesame oil and serve over rice."]}`,
	"chocolate cake": `{"title":"Chocolate Cake","servings":10,"ingredients":["1 3/4 cups plain flour","2 cups sugar","3/4 cup cocoa powder","1 1/2 tsp baking powder","1 1/2 tsp baking soda","1 tsp salt","2 large eggs","1 cup milk","1/2 cup vegetable oil","2 tsp vanilla extract","1 cup boiling water"],
	"steps":["Heat the oven to 350°F and grease and line two 9-inch cake pans.","Whisk the flour, sugar, cocoa, baking powder, baking soda and salt.","Beat in the eggs, milk, oil and vanilla for 2 minutes, then stir in the boiling water.","Divide between the pans and bake 30-35 minutes until a skewer comes out clean.","Cool 10 minutes in the pans, then turn out onto a rack."]}`,
	"tomato soup": `{"title":"Tomato Soup","servings":4,"ingredients":["2 tbsp butter","1 onion, chopped","2 cloves garlic, minced","2 (28 oz) cans whole tomatoes","2 cups vegetable broth","1 tsp sugar","1/2 cup heavy cream","1 tsp salt","basil leaves to serve"],
	"steps":["Melt the butter in a pot and cook the onion 8 minutes until soft; add the garlic for 1 minute.","Add the tomatoes, broth and sugar and simmer 20 minutes.","Blend until smooth, stir in the cream and season with the salt.","Serve with basil leaves."]}`,
	"salmon": `{"title":"Baked Salmon with Dill","servings":4,"ingredients":["4 salmon fillets (6 oz each)","2 tbsp olive oil","1 lemon, sliced","2 tbsp chopped dill","2 cloves garlic, minced","1 tsp salt","1/2 tsp black pepper"],
	"steps":["Heat the oven to 400°F and line a baking sheet with foil.","Lay the salmon on the sheet, brush with the oil, season and top with the garlic, dill and lemon slices.","Bake 12-15 minutes until the salmon flakes easily."]}`,
	"lentil soup": `{"title":"Lentil Soup","servings":6,"ingredients":["1 1/2 cups brown lentils, rinsed","1 onion, diced","2 carrots, diced","2 celery stalks, diced","3 cloves garlic, minced","1 tsp cumin","1 (14 oz) can diced tomatoes","6 cups vegetable broth","2 tbsp olive oil","2 cups chopped kale","1 tbsp lemon juice","1 tsp salt"],
	"steps":["Heat the oil in a large pot and cook the onion, carrots and celery 8 minutes.","Add the garlic and cumin for 1 minute.","Add the lentils, tomatoes and broth, bring to a boil and simmer 30 minutes until the lentils are tender.","Stir in the kale and cook 5 minutes; finish with the lemon juice and salt."]}`,
	"pork shoulder": `{"title":"Slow-Roasted Pork Shoulder","servings":8,"ingredients":["4 lb boneless pork shoulder","2 tbsp brown sugar","1 tbsp smoked paprika","1 tbsp salt","1 tsp garlic powder","1 cup apple cider"],
	"steps":["Heat the oven to 150°C (300°F).","Rub the pork with the sugar, paprika, salt and garlic powder and set it in a roasting pan.","Pour the cider around it, cover with foil and roast 5 hours until it pulls apart.","Shred with two forks and toss with the pan juices."]}`,
	"chili": `{"title":"Beef Chili","servings":6,"ingredients":["2 lb ground beef","1 onion, chopped","1 green bell pepper, chopped","3 cloves garlic, minced","3 tbsp chili powder","1 tbsp cumin","2 (15 oz) cans kidney beans, drained","1 (28 oz) can crushed tomatoes","1 cup beef broth","1 tsp salt","1 tbsp vegetable oil","shredded cheddar to serve"],
	"steps":["Brown the beef in the oil in a large pot, 8 minutes, breaking it up; drain the fat.","Add the onion, pepper and garlic and cook 5 minutes.","Stir in the chili powder and cumin for 1 minute.","Add the beans, tomatoes, broth and salt and simmer 45 minutes, stirring now and then.","Serve topped with the cheddar."]}`,
	"mac and cheese": `{"title":"Baked Mac and Cheese","servings":6,"ingredients":["1 lb elbow macaroni","4 tbsp butter","1/4 cup plain flour","3 cups whole milk","3 cups shredded sharp cheddar","1 tsp salt","1/2 tsp mustard powder","1/2 cup panko breadcrumbs"],
	"steps":["Heat the oven to 350°F.","Boil the macaroni 2 minutes less than the packet says and drain.","Melt the butter in a saucepan, whisk in the flour for 1 minute, then whisk in the milk and simmer 5 minutes until thick.","Stir in the cheddar, salt and mustard powder until melted, then the macaroni.","Tip into a baking dish, scatter the panko and bake 20 minutes until golden."]}`,
	"chicken noodle soup": `{"title":"Chicken Noodle Soup","servings":6,"ingredients":["1 lb boneless skinless chicken breasts","8 cups chicken broth","2 carrots, sliced","2 celery stalks, sliced","1 onion, diced","2 cups egg noodles","1 tbsp butter","1 tsp salt","2 tbsp chopped parsley"],
	"steps":["Melt the butter in a large pot and cook the onion, carrots and celery 6 minutes.","Add the broth and the chicken, bring to a simmer and cook 20 minutes until the chicken is cooked through.","Lift out the chicken and shred it.","Add the noodles to the pot and simmer 8 minutes, then return the chicken and season with the salt.","Scatter the parsley."]}`,
	"shrimp scampi": `{"title":"Shrimp Scampi","servings":4,"ingredients":["1 lb large shrimp, peeled and deveined","8 oz linguine","4 tbsp butter","4 cloves garlic, minced","1/2 cup dry white wine","2 tbsp lemon juice","1/4 tsp red pepper flakes","2 tbsp chopped parsley","1 tsp salt"],
	"steps":["Boil the linguine in salted water until al dente and drain, keeping a cup of the water.","Melt the butter in a skillet and cook the garlic and pepper flakes 1 minute.","Add the shrimp and cook 2 minutes a side until pink.","Add the wine and lemon juice and simmer 2 minutes.","Toss in the linguine with a splash of the pasta water and the parsley."]}`,
	"meatloaf": `{"title":"Meatloaf","servings":6,"ingredients":["2 lb ground beef","1 onion, finely chopped","2 large eggs","3/4 cup breadcrumbs","1/2 cup milk","1 tsp salt","1/2 tsp black pepper","1/2 cup ketchup","1 tbsp brown sugar"],
	"steps":["Heat the oven to 350°F.","Mix the beef, onion, eggs, breadcrumbs, milk, salt and pepper and shape into a loaf in a loaf pan.","Stir the ketchup and sugar and spread over the top.","Bake 1 hour, until it reads 71°C (160°F) in the middle.","Rest 10 minutes before slicing."]}`,
	"banana bread": `{"title":"Banana Bread","servings":10,"ingredients":["3 ripe bananas, mashed","1/3 cup melted butter","3/4 cup sugar","1 large egg","1 tsp vanilla extract","1 tsp baking soda","1/4 tsp salt","1 1/2 cups plain flour"],
	"steps":["Heat the oven to 350°F and grease a 9x5 loaf pan.","Mix the bananas and butter, then the sugar, egg and vanilla.","Stir in the baking soda, salt and flour until just combined.","Pour into the pan and bake 55-60 minutes until a skewer comes out clean.","Cool 10 minutes in the pan, then on a rack."]}`,
	"chicken fajitas": `{"title":"Chicken Fajitas","servings":4,"ingredients":["1.5 lb boneless skinless chicken breasts, sliced","2 bell peppers, sliced","1 onion, sliced","2 tbsp olive oil","2 tsp chili powder","1 tsp cumin","1 tsp salt","1 lime, juiced","8 flour tortillas"],
	"steps":["Toss the chicken with the chili powder, cumin, salt and lime juice.","Heat the oil in a large skillet over high heat and cook the chicken 6 minutes until cooked through; tip out.","Cook the peppers and onion 5 minutes until charred at the edges.","Return the chicken, toss and serve in the warm tortillas."]}`,
	"pot roast": `{"title":"Pot Roast","servings":6,"ingredients":["3 lb beef chuck roast","2 tbsp vegetable oil","1 onion, cut in wedges","4 carrots, cut in chunks","1.5 lb small potatoes","3 cloves garlic","2 cups beef broth","1 tbsp Worcestershire sauce","2 sprigs rosemary","1 tsp salt","1/2 tsp black pepper"],
	"steps":["Heat the oven to 160°C (325°F).","Season the beef with the salt and pepper and brown all over in the oil in a Dutch oven, 10 minutes.","Add the onion, garlic, broth, Worcestershire sauce and rosemary, cover and braise in the oven 2 1/2 hours.","Add the carrots and potatoes and braise 1 hour more until everything is tender."]}`,
	"fish curry": `{"title":"Goan Fish Curry","servings":4,"ingredients":["1.5 lb firm white fish fillets, cut into chunks","1 onion, sliced","3 cloves garlic, minced","1 tbsp grated ginger","2 tbsp curry powder","1 (13.5 oz) can coconut milk","1 cup water","1 tbsp tamarind paste","2 tbsp vegetable oil","1 tsp salt","cilantro to serve"],
	"steps":["Cook the onion in the oil 6 minutes, add the garlic, ginger and curry powder for 1 minute.","Add the coconut milk, water and tamarind and simmer 10 minutes.","Add the fish and simmer gently 5 minutes until just cooked.","Season with the salt and scatter the cilantro."]}`,
	"roast potatoes": `{"title":"Crispy Roast Potatoes","servings":4,"ingredients":["2 lb potatoes, peeled and cut into chunks","4 tbsp olive oil","1 tsp salt","2 sprigs rosemary"],
	"steps":["Heat the oven to 220°C (425°F).","Boil the potatoes 8 minutes, drain and shake to rough the edges.","Toss with the oil, salt and rosemary on a baking sheet and roast 45 minutes, turning once, until golden and crisp."]}`,
	"brownies": `{"title":"Fudgy Brownies","servings":12,"ingredients":["1/2 cup butter","8 oz dark chocolate, chopped","1 cup sugar","3 large eggs","1 tsp vanilla extract","3/4 cup plain flour","1/4 cup cocoa powder","1/4 tsp salt"],
	"steps":["Heat the oven to 350°F and line an 8-inch square pan.","Melt the butter and chocolate together and cool slightly.","Whisk in the sugar, eggs and vanilla, then fold in the flour, cocoa and salt.","Pour into the pan and bake 25 minutes until just set.","Cool completely before cutting."]}`,
	"drumsticks": `{"title":"Roast Chicken Drumsticks","servings":4,"ingredients":["8 chicken drumsticks","2 tbsp olive oil","1 tsp smoked paprika","1 tsp garlic powder","1 tsp salt","1/2 tsp black pepper"],
	"steps":["Heat the oven to 220°C (425°F).","Toss the drumsticks with the oil, paprika, garlic powder, salt and pepper.","Roast on a rack over a sheet pan 40 minutes, turning once, until the skin is crisp and they read 74°C (165°F)."]}`,
}

func adapt30Dish(t *testing.T, name string) Dish {
	t.Helper()
	var r RecipeInput
	if err := json.Unmarshal([]byte(adapt30Recipes[name]), &r); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return DishFrom(r)
}

// TestAdapt30Dump prints the adapt30 recipes moved to every method, for reading as a
// cook: go test ./engine -run TestAdapt30Dump -adaptdump [-adapt30 NAME].
func TestAdapt30Dump(t *testing.T) {
	if !*adaptDump {
		t.Skip("no -adaptdump")
	}
	for _, name := range slices.Sorted(maps.Keys(adapt30Recipes)) {
		if strings.Contains(name, *adapt30Only) {
			fmt.Println()
			dumpAdapted(name, adapt30Dish(t, name))
		}
	}
}

// adapt30 moves an adapt30 recipe to target, failing on a refusal, and returns its
// steps' text with what the result says of the adaptFault checks.
func adapt30(t *testing.T, name, target string) (*Transformed, string) {
	t.Helper()
	d := adapt30Dish(t, name)
	out, err := AdaptMethod(d, target)
	if err != nil {
		t.Fatalf("%s -> %s: %v", name, target, err)
	}
	if f := adaptFault(t, d, out, target); f != "" {
		t.Errorf("%s -> %s: %s", name, target, f)
	}
	return out, stepsText(out.Steps)
}

// A baked frittata leaves the oven whole: on the stovetop it sets covered in a lidded
// skillet over low heat, in the air fryer in a small greased pan at 160°C for 12–15
// minutes; no step keeps the oven or its baking dish. The grill and the cookers refuse
// it with the reason.
func TestFrittataLeavesTheOven(t *testing.T) {
	for target, want := range map[string][]string{
		"stovetop":  {"skillet", "cover with the lid", "low heat"},
		"air-fryer": {"160°C", "12–15 minutes", "greased pan"},
		"microwave": {"MEDIUM (50%)"},
	} {
		_, text := adapt30(t, "frittata", target)
		low := strings.ToLower(text)
		for _, w := range []string{"oven", "bake", "baking dish"} {
			if strings.Contains(low, w) {
				t.Errorf("frittata -> %s still says %q:\n%s", target, w, text)
			}
		}
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("frittata -> %s: want %q in the steps:\n%s", target, w, text)
			}
		}
	}
	for _, target := range []string{"grill", "slow-cooker", "pressure-cooker"} {
		if _, err := AdaptMethod(adapt30Dish(t, "frittata"), target); err == nil || !strings.Contains(err.Error(), "eggs") {
			t.Errorf("frittata -> %s: want a refusal that names the eggs, got %v", target, err)
		}
	}
	// The catalogue's frittata, started in a skillet and finished in the oven, finishes
	// under a lid on the stovetop.
	rec, err := Generate(Request{Pantry: []string{"eggs", "spinach", "feta", "onion", "potatoes"}, Servings: 4})
	if err != nil || !strings.Contains(rec.Title, "Frittata") {
		t.Fatalf("eggs, spinach, feta: %v %v", rec, err)
	}
	out, err := AdaptMethod(roundTrip(t, rec), "stovetop")
	if err != nil {
		t.Fatalf("%s -> stovetop: %v", rec.Title, err)
	}
	if text := strings.ToLower(stepsText(out.Steps)); strings.Contains(text, "oven") || strings.Contains(text, "bake") || !strings.Contains(text, "lid") {
		t.Errorf("%s -> stovetop: want no oven and a lid:\n%s", rec.Title, text)
	}
}

// A curry in the pressure cooker keeps its coconut milk, yogurt, cornstarch and spinach
// out of the pot under pressure: they go in after the release, on the sauté setting.
func TestPressureCurryDairyAfterRelease(t *testing.T) {
	for _, name := range []string{"coconut curry", "veg curry"} {
		out, text := adapt30(t, name, "pressure-cooker")
		release := strings.Index(text, "elease")
		if release < 0 {
			t.Fatalf("%s: no release:\n%s", name, text)
		}
		for _, w := range []string{"coconut milk", "yogurt", "cornstarch", "spinach"} {
			if !strings.Contains(transformedText(out), w) {
				continue // not in this curry
			}
			if i := strings.Index(text, w); i < 0 || i < release {
				t.Errorf("%s: the %s goes under pressure (or nowhere):\n%s", name, w, text)
			}
		}
		if !strings.Contains(text, "sauté setting, stir in") {
			t.Errorf("%s: nothing simmered on sauté after the release:\n%s", name, text)
		}
	}
}

// A slow-cooker curry says the time its main needs: chicken thighs 4–5 hours on LOW,
// beef chunks 6–8, vegetables alone 3–4.
func TestSlowCookerHoursByMain(t *testing.T) {
	for name, want := range map[string]string{"coconut curry": "LOW for 4–5 hours", "beef curry": "LOW for 6–8 hours", "veg curry": "LOW for 3–4 hours"} {
		out, text := adapt30(t, name, "slow-cooker")
		if !strings.Contains(text, want) {
			t.Errorf("%s -> slow-cooker: want %q:\n%s", name, want, text)
		}
		if !strings.Contains(out.Changes[0].Reason, strings.TrimPrefix(want, "LOW for ")) {
			t.Errorf("%s -> slow-cooker: the reason says another time: %s", name, out.Changes[0].Reason)
		}
	}
}

// A Lancashire hotpot goes into the slow cooker as a cook would make it: layered in the
// crock, 6–8 hours on LOW, the potatoes browned under the grill at the end; no oven.
func TestHotpotInTheSlowCooker(t *testing.T) {
	_, text := adapt30(t, "hotpot", "slow-cooker")
	for _, w := range []string{"Layer the lamb and onions in the slow cooker", "LOW for 6–8 hours", "under a hot grill"} {
		if !strings.Contains(text, w) {
			t.Errorf("hotpot -> slow-cooker: want %q:\n%s", w, text)
		}
	}
	if low := strings.ToLower(text); strings.Contains(low, "bake") || strings.Contains(low, "casserole") || strings.Contains(low, "heat the oven") {
		t.Errorf("hotpot -> slow-cooker keeps the oven:\n%s", text)
	}
	if _, text := adapt30(t, "hotpot", "pressure-cooker"); !strings.Contains(text, "HIGH pressure") || !strings.Contains(text, "grill") {
		t.Errorf("hotpot -> pressure-cooker:\n%s", text)
	}
}

// Crumbed pork chops in the air fryer: a spray of oil, a single layer in batches, 200°C
// for 10–12 minutes turned once, to 63°C; the frying oil becomes a spoonful for
// brushing and nothing is drained. On the grill the crumb would fall through: refused.
func TestAirFryerBreadedChops(t *testing.T) {
	out, text := adapt30(t, "breaded pork chops", "air-fryer")
	for _, w := range []string{"200°C", "10–12 minutes", "turning once", "single layer", "in batches", "63°C", "Spray"} {
		if !strings.Contains(text, w) {
			t.Errorf("chops -> air-fryer: want %q:\n%s", w, text)
		}
	}
	if low := strings.ToLower(text); strings.Contains(low, "deep") || strings.Contains(low, "fry the") || strings.Contains(low, "paper towels") {
		t.Errorf("chops -> air-fryer still fries:\n%s", text)
	}
	for _, l := range out.Ingredients {
		if strings.Contains(l.Text, "oil") && l.Grams > 40 {
			t.Errorf("chops -> air-fryer keeps the frying oil: %s", l.Text)
		}
	}
	if _, err := AdaptMethod(adapt30Dish(t, "breaded pork chops"), "grill"); err == nil || !strings.Contains(err.Error(), "crumb") {
		t.Errorf("chops -> grill: want a refusal naming the crumb, got %v", err)
	}
}

// Drumsticks on the grill cook over two zones: through on the cool side with the lid
// down to 74°C, then seared over the direct heat.
func TestGrillDrumsticksTwoZones(t *testing.T) {
	_, text := adapt30(t, "drumsticks", "grill")
	cool, direct := strings.Index(text, "cool side"), strings.Index(text, "over the direct heat")
	if cool < 0 || direct < cool || !strings.Contains(text, "74°C") || !strings.Contains(text, "two-zone") {
		t.Errorf("drumsticks -> grill: want two-zone heat, indirect to 74°C then direct:\n%s", text)
	}
}

// A cake, a loaf or a tray of brownies bakes in the oven or, in a small tin at 160°C, in
// the air fryer; every other method is refused with the reason, never fried in a skillet
// or simmered in a pot.
func TestBatterBakesStayBaked(t *testing.T) {
	for _, name := range []string{"chocolate cake", "banana bread", "brownies"} {
		out, text := adapt30(t, name, "air-fryer")
		if !strings.Contains(text, "160°C") || !strings.Contains(text, "skewer") || strings.Contains(strings.ToLower(text), "oven") {
			t.Errorf("%s -> air-fryer: want a tin at 160°C and no oven:\n%s", name, text)
		}
		if out.Timing.CookMinutes < 15 {
			t.Errorf("%s -> air-fryer: %d minutes", name, out.Timing.CookMinutes)
		}
		for _, m := range []string{"stovetop", "grill", "microwave", "slow-cooker", "pressure-cooker"} {
			if _, err := AdaptMethod(adapt30Dish(t, name), m); err == nil || !strings.Contains(err.Error(), "batter") {
				t.Errorf("%s -> %s: want a refusal naming the batter, got %v", name, m, err)
			}
		}
	}
}

// A pasta bake leaves the oven only for the stovetop, where the cheese melts under a lid
// and the crumbs toast in a dry pan; the pasta boils its full time and nothing is lost.
func TestPastaBakesOnTheHob(t *testing.T) {
	for name, want := range map[string]string{"baked ziti": "mozzarella", "mac and cheese": "toast the panko"} {
		_, text := adapt30(t, name, "stovetop")
		low := strings.ToLower(text)
		if strings.Contains(low, "bake") || strings.Contains(low, "oven") || strings.Contains(low, "less than the packet") || !strings.Contains(text, want) {
			t.Errorf("%s -> stovetop: want no bake and %q:\n%s", name, want, text)
		}
		if _, err := AdaptMethod(adapt30Dish(t, name), "slow-cooker"); err == nil {
			t.Errorf("%s -> slow-cooker: want a refusal", name)
		}
	}
}

// A whole roast chicken: refused in a skillet, breast down then up in a big air fryer,
// over the cool side of a covered grill; the garlic stays inside the bird.
func TestWholeBirdOffTheOven(t *testing.T) {
	if _, err := AdaptMethod(adapt30Dish(t, "roast chicken"), "stovetop"); err == nil || !strings.Contains(err.Error(), "whole bird") {
		t.Errorf("roast chicken -> stovetop: want a refusal, got %v", err)
	}
	_, text := adapt30(t, "roast chicken", "air-fryer")
	if !strings.Contains(text, "breast side down") || strings.Contains(text, "batches") || !strings.Contains(text, "garlic and thyme inside") {
		t.Errorf("roast chicken -> air-fryer:\n%s", text)
	}
	_, text = adapt30(t, "roast chicken", "grill")
	if !strings.Contains(text, "cool side") || strings.Contains(text, "direct heat, in a grill basket") {
		t.Errorf("roast chicken -> grill: want indirect heat:\n%s", text)
	}
}

// Every adapt30 recipe moved to every method keeps every ingredient, and no accepted
// result still heats the oven when it has left it.
func TestAdapt30Sweep(t *testing.T) {
	for _, name := range slices.Sorted(maps.Keys(adapt30Recipes)) {
		d := adapt30Dish(t, name)
		for _, m := range Methods {
			out, err := AdaptMethod(d, m)
			if err != nil {
				continue
			}
			if f := adaptFault(t, d, out, m); f != "" {
				t.Errorf("%s -> %s: %s", name, m, f)
			}
			if m != "oven" && d.sourceMethod() == "oven" && strings.Contains(strings.ToLower(stepsText(out.Steps)), "heat the oven") {
				t.Errorf("%s -> %s still heats the oven:\n%s", name, m, stepsText(out.Steps))
			}
		}
	}
}

// The chicken lifted out of a soup to shred is shredded once the new method has cooked
// it, and goes back in; a pot roast browns whole, never "in batches".
func TestShredAfterAndRoastBrownsWhole(t *testing.T) {
	for _, m := range []string{"slow-cooker", "pressure-cooker", "oven"} {
		_, text := adapt30(t, "chicken noodle soup", m)
		shred, cook := strings.Index(text, "shred it"), strings.Index(text, "chicken broth")
		if shred < cook || !strings.Contains(text[shred:], "return it to") {
			t.Errorf("chicken noodle soup -> %s: shredded before it cooks, or not returned:\n%s", m, text)
		}
	}
	for _, m := range []string{"stovetop", "slow-cooker", "pressure-cooker"} {
		if _, text := adapt30(t, "pot roast", m); strings.Contains(text, "batches") || !strings.Contains(text, "brown all over") {
			t.Errorf("pot roast -> %s: want the roast browned whole:\n%s", m, text)
		}
	}
}

// A pork shoulder roasted for hours moves whole: its long roast goes with it (never left
// behind as "roast 5 hours"), braised covered on the stovetop, refused in the air fryer;
// a meatloaf bakes in the air fryer and is refused where it cannot hold its shape.
func TestJointsAndLoavesMoveWhole(t *testing.T) {
	for _, m := range []string{"stovetop", "slow-cooker", "pressure-cooker", "grill"} {
		_, text := adapt30(t, "pork shoulder", m)
		if low := strings.ToLower(text); strings.Contains(low, "roast 5 hours") || strings.Contains(low, "foil") || strings.Contains(low, "skillet") {
			t.Errorf("pork shoulder -> %s keeps the oven or fries a joint:\n%s", m, text)
		}
	}
	if _, err := AdaptMethod(adapt30Dish(t, "pork shoulder"), "air-fryer"); err == nil {
		t.Errorf("pork shoulder -> air-fryer: want a refusal")
	}
	_, text := adapt30(t, "meatloaf", "air-fryer")
	if !strings.Contains(text, "180°C") || !strings.Contains(text, "71°C") || strings.Contains(text, "loaf pan") {
		t.Errorf("meatloaf -> air-fryer:\n%s", text)
	}
	for _, m := range []string{"stovetop", "grill", "slow-cooker", "microwave"} {
		if _, err := AdaptMethod(adapt30Dish(t, "meatloaf"), m); err == nil || !strings.Contains(err.Error(), "loaf") {
			t.Errorf("meatloaf -> %s: want a refusal naming the loaf, got %v", m, err)
		}
	}
}
